import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One piece of text a shopper, a staff member or a mail reader may read, and where it is. */
export interface UiString {
  file: string;
  line: number;
  text: string;
}

const ROOT = join(__dirname, '..', '..');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter(keep)
    .sort();
}

const source = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|-test-support\.tsx?$|\.d\.ts$/.test(path);

/**
 * Where the shop's words live: the web app (its generated code aside), the API's error messages, the mail
 * templates and the demo seed. Tests are left out: they quote these strings.
 */
export const UI_SOURCES = {
  web: () => filesUnder('web/src', (p) => source(p) && !p.includes('/generated/') && !p.includes('/testing/')),
  api: () => filesUnder('api/src', (p) => source(p) && !p.includes('/db/migrations/') && !p.includes('/db/seed/') && !p.includes('/mail/')),
  mail: () => filesUnder('api/src/modules/mail', source),
  seed: () => filesUnder('api/src/db/seed', source),
};

/** JSX attributes whose value is read (or heard) by people; every other attribute is code (class, href, type...). */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'hint',
  'legend',
]);

/** Text with no space that reads as code: an identifier, a path, a URL, a CSS value, a key, a MIME type. */
const looksLikeCode = (text: string) => !/\s/.test(text) && /^[\w$./:#@?=&%+*-]*$/.test(text) && !/^[A-Z][a-z]+$/.test(text);

function isCallTo(node: ts.Node, names: RegExp): boolean {
  return ts.isCallExpression(node) && names.test(node.expression.getText());
}

/** Error classes whose message reaches the client (api/src/common/errors.ts and the database's own). */
const ERROR_CLASS = /^(AppError|NotFoundError|ValidationError|UnauthorizedError|ForbiddenError|ConflictError|\w+Error)$/;

function skipped(node: ts.Node, scope: 'all' | 'errors'): boolean {
  for (let n: ts.Node | undefined = node.parent, child: ts.Node = node; n; child = n, n = n.parent) {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n) || ts.isLiteralTypeNode(n) || ts.isExternalModuleReference(n)) return true;
    if (ts.isPropertyAssignment(n) && n.name === child) return true;
    if (ts.isElementAccessExpression(n) && n.argumentExpression === child) return true;
    if (
      ts.isTaggedTemplateExpression(n) ||
      isCallTo(
        n,
        /^(graphql|gql|require|import|querySelector\w*|getItem|setItem|removeItem|\w+\.(query|querySelector\w*|getAttribute|setAttribute|matchMedia))$/,
      )
    )
      return true;
    if (ts.isJsxAttribute(n)) return !READ_ATTRIBUTES.has(n.name.getText());
    if (ts.isBinaryExpression(n) && /^(===|!==|==|!=)$/.test(n.operatorToken.getText())) return true;
    if (ts.isCaseClause(n) && n.expression === child) return true;
    if (scope === 'errors' && ts.isNewExpression(n) && ERROR_CLASS.test(n.expression.getText())) return false;
  }
  return scope === 'errors';
}

/**
 * The string literals, template texts and JSX text of a file. `errors` keeps only what is thrown as a client
 * error's message; `all` keeps everything that is not code (imports, keys, compared values, class names...).
 */
export function stringsOf(file: string, scope: 'all' | 'errors'): UiString[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: UiString[] = [];
  const add = (node: ts.Node, value: string) => {
    const t = value.replace(/\s+/g, ' ').trim();
    if (!t || looksLikeCode(t) || skipped(node, scope)) return;
    out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: t });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … '));
    } else if (ts.isJsxText(node)) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
