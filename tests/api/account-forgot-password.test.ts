import { print } from 'graphql';
import { createUser } from '../helpers/accounts';
import { freePort } from '../helpers/free-port';
import { silentMailServer } from '../helpers/mail-servers';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import type { ForgotPasswordNoEnumerationMutation, ForgotPasswordNoEnumerationMutationVariables } from '../generated/graphql';
import { GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const FORGOT = graphql(`
  mutation ForgotPasswordNoEnumeration($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

/** POSTs forgotPassword and answers the status and body the client sees. */
async function forgot(t: TestShop, email: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(FORGOT), variables: { email } satisfies ForgotPasswordNoEnumerationMutationVariables }),
  });
  return { status: res.status, body: (await res.json()) as GqlBody<ForgotPasswordNoEnumerationMutation> };
}

describe.each(sqliteOnly)('forgot password without account enumeration on %s', (dialect) => {
  test('a mail server that refuses connections never turns into an error: known and unknown e-mails get the same answer', async () => {
    const t = await startTestShop(dialect, { env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
    try {
      await createUser(t.shop.db, { email: 'known@example.co.uk' });
      const known = await forgot(t, 'known@example.co.uk');
      const unknown = await forgot(t, 'unknown@example.co.uk');
      expect(known.status).toBe(200);
      expect(known.body.errors).toBeUndefined();
      expect(unknown).toEqual(known);
      await t.shop.services.passwordResets.settled();
      expect((await forgot(t, 'known@example.co.uk')).body).toEqual(known.body);
    } finally {
      await t.close();
    }
  });

  test('the answer does not wait for the mail: with a mail server that hangs, a known e-mail is answered like an unknown one', async () => {
    const smtp = await silentMailServer();
    const t = await startTestShop(dialect, { env: { SMTP_URL: smtp.url } });
    try {
      await createUser(t.shop.db, { email: 'known@example.co.uk' });
      // Runaway guard only: a hung mail server holds the sending for 30 s or more.
      const guard = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('forgotPassword waited for the mail server')), 15_000).unref(),
      );
      const [known, unknown] = await Promise.race([
        Promise.all([forgot(t, 'known@example.co.uk'), forgot(t, 'unknown@example.co.uk')]),
        guard,
      ]);
      expect(known.status).toBe(200);
      expect(known.body.errors).toBeUndefined();
      expect(unknown).toEqual(known);
    } finally {
      await smtp.close();
      await t.close();
    }
  });
});
