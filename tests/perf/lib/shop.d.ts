/** Types of shop.js (plain Node, shared with the benchmark and the soak) for the TypeScript tests. */
export interface OpenedShop {
  pid: number;
  url: string;
  dataDir: string;
  /** The server's stdout and stderr (pino's JSON lines). */
  logFile: string;
  startMs: number;
  seedMs: number;
  database: { dialect: 'sqlite' | 'mysql'; version: string; name?: string };
  /** Resident and peak memory of the server, in MiB, from /proc/<pid>/status. */
  memory(): { rssMiB: number; peakMiB: number };
  close(): Promise<void>;
}

export function openShop(options: {
  mysqlUrl?: string | null;
  products?: number;
  admin: { email: string; password: string };
  log: (line: string) => void;
  label?: string;
  web?: boolean;
  nodeArgs?: string[];
}): Promise<OpenedShop>;
