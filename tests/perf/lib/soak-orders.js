'use strict';
/**
 * After the soak: every order a client was told about (placeOrder answered its number) must be in
 * the staff's order list exactly once, for the e-mail it was placed with, and must have exactly one
 * confirmation mail in DATA_DIR/outbox. Mails go out after the answer, so the mail check waits up to
 * `settleMs` for them.
 */
const fs = require('node:fs');
const path = require('node:path');
const { simpleParser } = require('mailparser');
const { ask } = require('./soak-requests');

const ORDERS =
  'query SoakOrders($options: OrderListOptions) { orders(options: $options) { totalItems items { orderNumber email total } } }';
const PAGE = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every order of the shop, paged in order-number order (unique, so no row is skipped or read twice by paging). */
async function allOrders(url, auth) {
  const rows = [];
  for (let skip = 0; ; skip += PAGE) {
    const { orders } = await ask(url, ORDERS, { options: { skip, take: PAGE, sortBy: 'orderNumber', sortDirection: 'ASC' } }, auth);
    rows.push(...orders.items);
    if (orders.items.length < PAGE || rows.length >= orders.totalItems) return rows;
  }
}

/** Reads the outbox's .eml files not read yet (by name) into `seen`: file → { to: [addresses], subject }. */
async function readNewMails(outbox, seen) {
  if (!fs.existsSync(outbox)) return;
  const fresh = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml') && !seen.has(f));
  for (const file of fresh) {
    let mail;
    try {
      mail = await simpleParser(fs.readFileSync(path.join(outbox, file)), {
        skipHtmlToText: true,
        skipTextToHtml: true,
        skipImageLinks: true,
        skipTextLinks: true,
      });
    } catch {
      continue; // still being written: read again on the next pass
    }
    const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    seen.set(file, { to: list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())), subject: mail.subject ?? '' });
  }
}

/** Confirmation mails per told order: sent to its e-mail, with its order number in the subject. */
function countConfirmations(told, seen) {
  const byAddress = new Map();
  for (const m of seen.values()) for (const to of m.to) byAddress.set(to, [...(byAddress.get(to) ?? []), m.subject]);
  return told.map((o) => (byAddress.get(o.email.toLowerCase()) ?? []).filter((s) => s.includes(o.orderNumber)).length);
}

/**
 * Checks the told orders, reading them with `staff` (an authorization header). `runTag` marks the
 * e-mails of this run's checkouts, so an order placed without the client being told (its request
 * failed after all) is found too.
 */
async function verifyOrders({ url, staff, dataDir, told, runTag, settleMs = 30_000 }) {
  const started = Date.now();
  const rows = await allOrders(url, staff);
  const byNumber = new Map();
  for (const r of rows) byNumber.set(r.orderNumber, [...(byNumber.get(r.orderNumber) ?? []), r]);
  const problems = [];
  let once = 0;
  for (const o of told) {
    const found = byNumber.get(o.orderNumber) ?? [];
    if (found.length === 0) problems.push(`order ${o.orderNumber} (${o.email}) is missing`);
    else if (found.length > 1) problems.push(`order ${o.orderNumber} is listed ${found.length} times`);
    else if (found[0].email !== o.email) problems.push(`order ${o.orderNumber} belongs to ${found[0].email}, not ${o.email}`);
    else once++;
  }
  const toldNumbers = new Set(told.map((o) => o.orderNumber));
  const toldTwice = told.length - toldNumbers.size;
  if (toldTwice) problems.push(`${toldTwice} order number(s) were answered to two different checkouts`);
  const marker = `soak-${runTag}-`;
  const untold = rows.filter((r) => r.email.startsWith(marker) && !toldNumbers.has(r.orderNumber));
  for (const r of untold.slice(0, 10)) problems.push(`order ${r.orderNumber} (${r.email}) exists but no client was told about it`);

  const outbox = path.join(dataDir, 'outbox');
  const seen = new Map();
  let counts;
  for (;;) {
    await readNewMails(outbox, seen);
    counts = countConfirmations(told, seen);
    if (counts.every((c) => c >= 1) || Date.now() - started > settleMs) break;
    await sleep(1000);
  }
  const settledMs = Date.now() - started;
  const noMail = told.filter((_, i) => counts[i] === 0);
  const manyMails = told.filter((_, i) => counts[i] > 1);
  for (const o of noMail.slice(0, 10)) problems.push(`order ${o.orderNumber} (${o.email}) has no confirmation mail`);
  for (const o of manyMails.slice(0, 10))
    problems.push(`order ${o.orderNumber} (${o.email}) has ${counts[told.indexOf(o)]} confirmation mails`);
  return {
    told: told.length,
    listed: rows.length,
    once,
    missing: told.filter((o) => !byNumber.has(o.orderNumber)).length,
    untold: untold.length,
    toldTwice,
    mailed: counts.filter((c) => c === 1).length,
    noMail: noMail.length,
    manyMails: manyMails.length,
    mails: seen.size,
    settledMs,
    problems,
    ok: problems.length === 0,
  };
}

module.exports = { verifyOrders };
