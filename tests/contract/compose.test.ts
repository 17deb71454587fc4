import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// docker/compose.yml is the documented multi-replica deployment; there is no Docker here, so its
// wiring is checked as data.
const compose = parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'docker', 'compose.yml'), 'utf8'));
const services = compose.services as Record<
  string,
  {
    image?: string;
    environment?: Record<string, string>;
    volumes?: string[];
    networks?: Record<string, { ipv4_address?: string } | null> | string[];
    deploy?: { replicas?: number };
    depends_on?: string[];
  }
>;

const networksOf = (name: string) => {
  const n = services[name].networks;
  return Array.isArray(n) ? n : Object.keys(n ?? {});
};

function inSubnet(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const toInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
  return (toInt(address) & mask) >>> 0 === (toInt(base) & mask) >>> 0;
}

test('the services: MariaDB, Redis, two or more app replicas and the proxy in front', () => {
  expect(Object.keys(services).sort()).toEqual(['app', 'db', 'proxy', 'redis']);
  expect(services.db.image).toMatch(/^mariadb:/);
  expect(services.redis.image).toMatch(/^redis:/);
  expect(services.proxy.image).toMatch(/^nginx:/);
  expect(services.app.deploy?.replicas).toBeGreaterThanOrEqual(2);
  expect(services.app.depends_on).toEqual(expect.arrayContaining(['db', 'redis']));
});

test('the replicas share the database, the search index updates through Redis, and the uploads and contact attachments volumes', () => {
  const env = services.app.environment!;
  expect(env.DATABASE_URL).toMatch(/^mysql:\/\/shop:\$\{DB_PASSWORD\}@db:3306\/shop$/);
  expect(env.REDIS_URL).toBe('redis://redis:6379');
  expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
  expect(services.app.volumes).toContain('uploads:/data/uploads');
  expect(services.app.volumes).toContain('contact-attachments:/data/contact-attachments');
  expect(services.db.volumes).toContain('db:/var/lib/mysql');
  expect(Object.keys(compose.volumes).sort()).toEqual(['contact-attachments', 'db', 'uploads']);
});

test('the app trusts X-Forwarded-For from the proxy only: a fixed address on a network with a fixed subnet', () => {
  const networkNames = Object.keys(compose.networks ?? {});
  expect(networkNames).toHaveLength(1);
  const [network] = networkNames;
  for (const name of Object.keys(services)) expect(networksOf(name)).toEqual([network]);
  const subnet: string = compose.networks[network].ipam.config[0].subnet;
  expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
  const proxyAddress = (services.proxy.networks as Record<string, { ipv4_address?: string }>)[network].ipv4_address!;
  expect(inSubnet(proxyAddress, subnet)).toBe(true);
  expect(services.app.environment!.TRUST_PROXY).toBe(proxyAddress);
  const nginx = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docker', 'nginx.conf'), 'utf8');
  expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
});
