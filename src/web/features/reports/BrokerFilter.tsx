import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { lookupPageSizes } from '../../../shared/constants';
import { reportWords } from '../../../shared/messages/reportPages';
import { reportRights } from '../../../shared/rights';
import { fromThirdCharacter, PartyPicker, type PartyFilterProps } from '../../domain/PartyFilters';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { useReportBrokersQuery } from './api';

const M = reportWords;

/** Broker (Broker Commission Report): all brokers (0) or one; a broker user sees its own, locked. */
export function BrokerFilter({ value, onChange }: PartyFilterProps) {
  const user = useCurrentUser();
  const held = useHeldRights();
  const own = user.role.role_type === 'broker' || user.broker_id !== null;
  const mayList = !own && held.has(reportRights('broker_commission').view);
  const [search, setSearch] = useState('');
  const { data, isFetching } = useReportBrokersQuery(
    mayList ? { page: 1, per_page: lookupPageSizes.clientSearch, search_text: search } : skipToken,
  );
  const brokers = (data?.data ?? []).map((broker) => ({ id: broker.id, name: broker.full_name }));
  return (
    <PartyPicker
      label={M.labels.broker}
      locked={
        own ? { id: user.broker_id ?? 0, name: `${user.first_name} ${user.last_name}`.trim() } : undefined
      }
      allLabel={M.allBrokers}
      choices={brokers}
      mayList={mayList}
      value={value}
      onChange={onChange}
      onSearch={fromThirdCharacter(setSearch)}
      loading={!own && isFetching}
    />
  );
}
