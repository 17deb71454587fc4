import { useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  StoreDeleteMyAddressDocument,
  StoreMyAddressesDocument,
  StoreSetDefaultAddressDocument,
  type StoreSavedAddressFieldsFragment,
} from '../../generated/graphql';
import { useRequest } from '../../lib/use-request';
import { formStyles as s } from '../../components/ui/form-field';
import { QueryView } from '../../components/query-view';
import { messages } from '../../config/messages';
import { AccountFrame } from './account-frame';
import { AddressForm } from './address-form';
import { ConfirmDialog } from './confirm-dialog';
import a from './account-page.module.css';
import { BusyButton } from '../../components/ui/busy-button';

type Address = StoreSavedAddressFieldsFragment;

/** The most addresses the API keeps for one customer (api: MAX_SAVED_ADDRESSES). */
export const MAX_ADDRESSES = 20;

/** One saved address as a card: its label (and Default), the address, and Edit, Make default, Delete. */
function AddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
  busy,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const headingId = `address-${address.id}`;
  return (
    <li className={address.isDefault ? `${a.address} ${a.addressDefault}` : a.address} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {address.label}
        {address.isDefault && (
          <>
            {' '}
            <span className={a.badge}>Default</span>
          </>
        )}
      </h3>
      <address>
        {address.fullName}
        <br />
        {address.addressLine1}
        <br />
        {address.addressLine2 && (
          <>
            {address.addressLine2}
            <br />
          </>
        )}
        {address.city}
        <br />
        {address.postcode}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </address>
      <div className={a.actions}>
        <button
          type="button"
          id={`edit-address-${address.id}`}
          className={s.secondary}
          onClick={onEdit}
          aria-label={`Edit ${address.label}`}
        >
          Edit
        </button>
        {!address.isDefault && (
          <BusyButton
            type="button"
            className={s.secondary}
            onClick={onMakeDefault}
            busy={busy}
            aria-label={`Make ${address.label} my default address`}
          >
            Make default
          </BusyButton>
        )}
        <button type="button" className={a.linkButton} onClick={onDelete} aria-label={`Delete ${address.label}`}>
          Delete
        </button>
      </div>
    </li>
  );
}

/** The signed-in part of /account/addresses. */
export function SavedAddresses() {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(StoreMyAddressesDocument, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [said, setSaid] = useState('');
  const removal = useRequest<number>(messages.deleteAddress);
  const making = useRequest<number>(messages.saveAddress);
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const addresses = data?.myAddresses ?? [];
  const full = addresses.length >= MAX_ADDRESSES;
  const done = async (message: string) => {
    await refetch();
    setSaid(message);
  };
  const focusLater = (el: () => HTMLElement | null | undefined) => requestAnimationFrame(() => el()?.focus());

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    const result = await removal.run(async () => {
      await client.mutate({ mutation: StoreDeleteMyAddressDocument, variables: { id: target.id } });
      return target.id;
    });
    if (result?.ok) {
      setDeleting(null);
      await done(`The address '${target.label}' was deleted.`);
      focusLater(() => heading.current);
    }
  };
  const makeDefault = async (address: Address) => {
    const result = await making.run(async () => {
      await client.mutate({ mutation: StoreSetDefaultAddressDocument, variables: { id: address.id } });
      return address.id;
    });
    if (result?.ok) await done(`'${address.label}' is now your default address.`);
  };

  return (
    <QueryView
      data={data}
      loading={loading}
      failed={Boolean(error) && !data}
      failure={{ error, fallback: messages.fetchAddresses, onRetry: () => void refetch() }}
    >
      {() => (
        <section aria-labelledby="saved-addresses" className={a.card}>
          <div className={a.cardHead}>
            <h2 id="saved-addresses" ref={heading} tabIndex={-1}>
              Saved addresses
            </h2>
            {!adding && !full && (
              <button
                ref={addButton}
                type="button"
                className={s.button}
                onClick={() => {
                  setAdding(true);
                  setEditingId(null);
                  setSaid('');
                }}
              >
                Add address
              </button>
            )}
          </div>
          <p className={a.intro}>Checkout offers these addresses; the default one comes first. You can keep up to {MAX_ADDRESSES}.</p>
          <div role="status">{said && <p className={s.success}>{said}</p>}</div>
          <div role="alert">{making.status.error && <p className={s.alert}>{making.status.error.message}</p>}</div>
          {full && !adding && (
            <p className={a.muted}>You have {MAX_ADDRESSES} addresses, the most you can keep. Delete one to add another.</p>
          )}
          {adding && (
            <div className={a.address}>
              <h3>New address</h3>
              <AddressForm
                suggestDefault={addresses.length === 0}
                onCancel={() => {
                  setAdding(false);
                  focusLater(() => addButton.current);
                }}
                onSaved={(saved) => {
                  setAdding(false);
                  void done(`The address '${saved.label}' was added.`);
                  focusLater(() => heading.current);
                }}
              />
            </div>
          )}
          {addresses.length === 0 && !adding && <p>You have no saved addresses yet.</p>}
          {addresses.length > 0 && (
            <ul className={a.addresses}>
              {addresses.map((address) =>
                editingId === address.id ? (
                  <li key={address.id} className={a.address} aria-label={`Edit ${address.label}`}>
                    <h3>Edit {address.label}</h3>
                    <AddressForm
                      address={address}
                      onCancel={() => {
                        setEditingId(null);
                        focusLater(() => document.getElementById(`edit-address-${address.id}`));
                      }}
                      onSaved={(saved) => {
                        setEditingId(null);
                        void done(`The address '${saved.label}' was saved.`);
                        focusLater(() => heading.current);
                      }}
                    />
                  </li>
                ) : (
                  <AddressCard
                    key={address.id}
                    address={address}
                    busy={making.status.loading}
                    onEdit={() => {
                      setEditingId(address.id);
                      setAdding(false);
                      setSaid('');
                    }}
                    onDelete={() => {
                      removal.reset();
                      setDeleting(address);
                    }}
                    onMakeDefault={() => void makeDefault(address)}
                  />
                ),
              )}
            </ul>
          )}
          <ConfirmDialog
            open={deleting !== null}
            title={deleting ? `Delete the address '${deleting.label}'?` : 'Delete the address?'}
            confirmLabel="Delete address"
            busyLabel="Deleting…"
            busy={removal.status.loading}
            danger
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(null)}
          >
            <p>
              It goes from your saved addresses.
              {deleting?.isDefault && addresses.length > 1 ? ' Your oldest other address becomes the default.' : ''} Orders you have placed
              keep their delivery address.
            </p>
            <div role="alert">{removal.status.error && <p className={s.alert}>{removal.status.error.message}</p>}</div>
          </ConfirmDialog>
        </section>
      )}
    </QueryView>
  );
}

/** /account/addresses: the customer's saved delivery addresses (list, add, edit, delete, default). */
export function AddressesPage() {
  return (
    <AccountFrame title="Saved addresses" heading="My Account">
      <SavedAddresses />
    </AccountFrame>
  );
}
