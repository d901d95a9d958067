import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { clientSearchMinChars, lookupPageSizes } from '../../shared/constants';
import { partyLookupRights } from '../../shared/contract/invoiceLookups';
import { messages } from '../../shared/messages';
import { reportWords } from '../../shared/messages/reportPages';
import type { RightId } from '../../shared/rights';
import { SelectField } from '../kit/SelectField';
import { useClientChoicesQuery, useDebtorChoicesQuery } from '../lookups/partiesApi';
import { useCurrentUser, useHeldRights } from '../session/currentUser';
import { viewerKindOf } from '../session/viewerKind';

/*
 * The party filters of the pages that read the book (reports, dashboards): 'All Clients' and 'All
 * Debtors' (id 0, spec part 3 §9) or one party, a party user's own shown locked.
 */

const D = messages.dashboard;
const M = reportWords;

/** One choice of a party filter; id 0 is All. */
export interface PartyChoice {
  id: number;
  name: string;
}

function holdsAny(held: ReadonlySet<RightId>, rights: readonly RightId[]): boolean {
  return rights.some((right) => held.has(right));
}

export interface PartyFilterProps {
  value: number;
  onChange: (id: number) => void;
}

/** The field's label, and the rights that let the user list the parties (else only All shows). */
interface PartyListing {
  label?: string;
  listRights?: readonly RightId[];
}

interface PartyPickerProps extends PartyFilterProps {
  label: string;
  /** The caller's own party, shown chosen and locked (a client's company, a debtor, a broker). */
  locked?: PartyChoice;
  /** The top entry, id 0. */
  allLabel: string;
  choices: readonly PartyChoice[];
  mayList: boolean;
  onSearch: (text: string) => void;
  loading?: boolean;
  helperText?: string;
}

/**
 * One party filter: the caller's own party locked, or All (0) and the choices, remembering the one
 * picked so it stays shown while a later search no longer lists it.
 */
export function PartyPicker(props: PartyPickerProps) {
  const { label, locked, value, onChange, choices, loading, helperText } = props;
  const [picked, setPicked] = useState<PartyChoice | null>(null);
  if (locked) {
    return (
      <SelectField<PartyChoice>
        label={label}
        disabled
        items={[locked]}
        value={locked}
        onChange={() => undefined}
        itemLabel={(item) => item.name}
        itemKey={(item) => item.id}
        helperText={helperText}
        loading={loading}
      />
    );
  }
  const all: PartyChoice = { id: 0, name: props.allLabel };
  const items = [all, ...choices];
  const chosen = items.find((item) => item.id === value) ?? (picked?.id === value ? picked : all);
  return (
    <SelectField<PartyChoice>
      label={label}
      items={items}
      value={chosen}
      disabled={!props.mayList}
      helperText={helperText}
      onChange={(item) => {
        setPicked(item);
        onChange(item.id);
      }}
      onSearch={props.onSearch}
      itemLabel={(item) => item.name}
      itemKey={(item) => item.id}
      loading={loading}
    />
  );
}

/** Searches from the third character, as the client and broker lists do. */
export const fromThirdCharacter = (setSearch: (text: string) => void) => (text: string) =>
  setSearch(text.length >= clientSearchMinChars ? text : '');

/**
 * Client Name: All Clients (0) or one client, searched on the server from the third character. A
 * client user's own company, chosen and locked. Whoever may view a report may pick among the
 * clients it may see (`invoice/clients` is scoped to the caller on the server).
 */
export function ClientFilter({
  value,
  onChange,
  label = M.labels.client,
  listRights = partyLookupRights,
}: PartyFilterProps & PartyListing) {
  const user = useCurrentUser();
  const held = useHeldRights();
  const own = viewerKindOf(user) === 'client';
  const mayList = holdsAny(held, listRights);
  const [search, setSearch] = useState('');
  const { data, isFetching } = useClientChoicesQuery(
    mayList ? { page: 1, per_page: lookupPageSizes.clientSearch, search_text: search } : skipToken,
  );
  const clients = useMemo<PartyChoice[]>(
    () => (data?.data ?? []).map((client) => ({ id: client.id, name: client.company_business_name })),
    [data],
  );
  const company = own ? clients.find((client) => client.id === user.company_id) : undefined;
  return (
    <PartyPicker
      label={label}
      locked={own ? { id: user.company_id ?? 0, name: company?.name ?? M.yourCompany } : undefined}
      helperText={own ? M.clientLocked : undefined}
      allLabel={D.allClients}
      choices={clients}
      mayList={mayList}
      value={value}
      onChange={onChange}
      onSearch={fromThirdCharacter(setSearch)}
      loading={isFetching}
    />
  );
}

/**
 * Debtor Name: All Debtors (0) or one debtor of the chosen client; a debtor user's own, locked. No
 * debtors are listed until a client is chosen.
 */
export function DebtorFilter({
  clientId,
  value,
  onChange,
  label = M.labels.debtor,
  listRights = partyLookupRights,
}: PartyFilterProps & PartyListing & { clientId: number }) {
  const user = useCurrentUser();
  const held = useHeldRights();
  const own = viewerKindOf(user) === 'debtor';
  const mayList = holdsAny(held, listRights) && clientId > 0 && !own;
  const [search, setSearch] = useState('');
  const { data, isFetching } = useDebtorChoicesQuery(
    mayList
      ? { prospect_id: clientId, page: 1, per_page: lookupPageSizes.debtorDropdown, search_text: search }
      : skipToken,
  );
  const debtors = (mayList ? (data?.data ?? []) : []).map((debtor) => ({
    id: debtor.id,
    name: debtor.debtor_name,
  }));
  return (
    <PartyPicker
      label={label}
      locked={own ? { id: user.debtor_id ?? 0, name: M.yourAccount } : undefined}
      helperText={!own && clientId === 0 ? M.chooseClientForDebtor : undefined}
      allLabel={D.allDebtors}
      choices={debtors}
      mayList={mayList}
      value={value}
      onChange={onChange}
      onSearch={setSearch}
      loading={!own && isFetching}
    />
  );
}
