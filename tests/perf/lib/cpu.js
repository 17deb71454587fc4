'use strict';
/** CPU seconds spent during the run by the server, by this benchmark, and by everything else on the machine. */
const fs = require('node:fs');
const os = require('node:os');

const TICKS_PER_SECOND = 100;

function machineBusySeconds() {
  const cols = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = cols;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

function processSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function clientSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Processes of a local MySQL/MariaDB server (its CPU is part of the system under test). */
function databaseServerPids() {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return ['mariadbd', 'mysqld'].includes(fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
      } catch {
        return false;
      }
    });
}

const sum = (pids) =>
  pids.reduce((n, pid) => {
    try {
      return n + processSeconds(pid);
    } catch {
      return n;
    }
  }, 0);

/**
 * Starts counting; `stop()` gives the seconds each used and the share of the machine others took.
 * `ceilingPid` (the benchmark's bare comparison server) is counted apart from the others when given.
 */
function cpuMeter(serverPid, withDatabaseServer, ceilingPid = null) {
  const dbPids = withDatabaseServer ? databaseServerPids() : [];
  const start = {
    machine: machineBusySeconds(),
    server: processSeconds(serverPid),
    database: sum(dbPids),
    client: clientSeconds(),
    ceiling: ceilingPid ? sum([ceilingPid]) : 0,
    wall: Date.now(),
  };
  return {
    stop() {
      const wall = (Date.now() - start.wall) / 1000;
      const server = processSeconds(serverPid) - start.server;
      const database = withDatabaseServer && dbPids.length ? sum(dbPids) - start.database : null;
      const client = clientSeconds() - start.client;
      const ceiling = ceilingPid ? sum([ceilingPid]) - start.ceiling : null;
      const others = Math.max(0, machineBusySeconds() - start.machine - server - (database ?? 0) - client - (ceiling ?? 0));
      return { wall, server, database, client, ceiling, others, othersShare: others / (wall * os.cpus().length) };
    },
  };
}

module.exports = { cpuMeter };
