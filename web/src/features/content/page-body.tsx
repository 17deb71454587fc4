import type { ReactNode } from 'react';
import s from './content.module.css';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/**
 * A page body as staff write it: paragraphs separated by blank lines; '## ' starts a heading, lines
 * starting '- ' make a list, lines of '| a | b |' a table whose first row is its header. Text only:
 * nothing in a body becomes markup of its own.
 */
export function parseBody(body: string): Block[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const lines = chunk
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      if (lines.length === 1 && /^#{2,3}\s/.test(lines[0])) return { kind: 'heading', text: lines[0].replace(/^#+\s*/, '') };
      if (lines.every((l) => l.startsWith('- '))) return { kind: 'list', items: lines.map((l) => l.slice(2).trim()) };
      if (lines.length > 1 && lines.every((l) => l.startsWith('|'))) {
        const [head, ...rows] = lines.filter((l) => !/^\|[\s|:-]+\|$/.test(l)).map(cells);
        return { kind: 'table', head, rows };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** The first paragraph, for the page's meta description. */
export const summary = (blocks: Block[]) => {
  const first = blocks.find((b) => b.kind === 'paragraph' && !/^Last updated/i.test(b.text));
  return first?.kind === 'paragraph' ? first.text.slice(0, 155) : undefined;
};

export function PageBody({ blocks }: { blocks: Block[] }): ReactNode {
  return blocks.map((block, i) => {
    switch (block.kind) {
      case 'heading':
        return (
          <h2 key={i} className={s.subheading}>
            {block.text}
          </h2>
        );
      case 'list':
        return (
          <ul key={i} className={s.list}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        );
      case 'table':
        return (
          <div
            key={i}
            className={s.tableWrap}
            role="region"
            aria-label={blocks[i - 1]?.kind === 'heading' ? (blocks[i - 1] as { text: string }).text : 'Table'}
            tabIndex={0}
          >
            <table className={s.table}>
              <thead>
                <tr>
                  {block.head.map((h, j) => (
                    <th key={j} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, j) => (
                  <tr key={j}>
                    {row.map((cell, k) =>
                      k === 0 ? (
                        <th key={k} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={k}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      default:
        return (
          <p key={i} className={/^Last updated/i.test(block.text) ? s.updated : undefined}>
            {block.text}
          </p>
        );
    }
  });
}
