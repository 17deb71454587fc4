import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { StoreDeleteMyAccountDocument, StoreMyDataDocument } from '../../generated/graphql';
import { notify } from '../../lib/notify';
import { useRequest } from '../../lib/use-request';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { AccountFrame } from './account-frame';
import { ConfirmDialog } from './confirm-dialog';
import { clearToken } from '../../lib/session';
import a from './account-page.module.css';
import { BusyButton } from '../../components/ui/busy-button';

/** Saves text as a file the browser downloads (a blob behind a temporary link). */
export function saveFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Download my data': everything the shop keeps about the customer, as a JSON file. */
function DownloadMyData() {
  const client = useApolloClient();
  const { status, run } = useRequest<string>(messages.downloadData);
  const download = async () => {
    await run(async () => {
      const { data } = await client.query({ query: StoreMyDataDocument, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      saveFile(data.myData.fileName, data.myData.json);
      return data.myData.fileName;
    });
  };
  return (
    <section aria-labelledby="my-data" className={a.card}>
      <h2 id="my-data">Download my data</h2>
      <p>
        A JSON file with your details, saved addresses, wishlist, back-in-stock alerts, orders with their items and history, reward points
        and your reviews.
      </p>
      <div role="status">{status.success && <p className={s.success}>Your data was saved as {status.data}.</p>}</div>
      <div role="alert">{status.error && <p className={s.alert}>{status.error.message}</p>}</div>
      <p>
        <BusyButton type="button" className={s.button} onClick={() => void download()} busy={status.loading}>
          {status.loading ? 'Preparing…' : 'Download my data'}
        </BusyButton>
      </p>
    </section>
  );
}

/** 'Delete my account': a confirmation that asks for the password, then the account is gone and this browser logged out. */
function DeleteMyAccount() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const { status, run, reset } = useRequest<string>(messages.deleteAccount);
  const confirm = async () => {
    if (!password) {
      setProblem('Password is required');
      return;
    }
    setProblem('');
    const result = await run(async () => {
      const { data } = await client.mutate({ mutation: StoreDeleteMyAccountDocument, variables: { password } });
      if (!data) throw new Error('no data');
      return data.deleteMyAccount.message;
    });
    if (result?.ok) {
      setOpen(false);
      clearToken();
      await client.clearStore();
      void notify(result.data, { type: 'success' });
      void navigate(paths.home);
    } else if (result) {
      setProblem(result.error.field === 'password' ? result.error.message : '');
    }
  };
  const general = status.error && status.error.field !== 'password' ? status.error.message : '';
  return (
    <section aria-labelledby="delete-account" className={a.card}>
      <h2 id="delete-account">Delete my account</h2>
      <p>
        Your account, saved addresses, wishlist, back-in-stock alerts and login end for good. Orders stay in the shop's books without your
        name, e-mail, phone or address; your reviews stay without your name.
      </p>
      <p>
        <button
          type="button"
          className={`${s.button} ${a.danger}`}
          onClick={() => {
            reset();
            setPassword('');
            setProblem('');
            setOpen(true);
          }}
        >
          Delete my account
        </button>
      </p>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete my account"
        busyLabel="Deleting…"
        busy={status.loading}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone. Enter your password to confirm.</p>
        <div role="alert">{general && <p className={s.alert}>{general}</p>}</div>
        <FormField label="Password" error={problem}>
          <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
      </ConfirmDialog>
    </section>
  );
}

/** /account/privacy: download my data, delete my account. */
export function PrivacyPage() {
  return (
    <AccountFrame title="Privacy" heading="My Account">
      <DownloadMyData />
      <DeleteMyAccount />
    </AccountFrame>
  );
}
