import { useState, type ReactNode } from 'react';
import { brokerStatusValues, type Broker } from '../../../shared/contract/brokers';
import { messages } from '../../../shared/messages';
import type { TableAction } from '../../kit/tableTypes';
import { ChangeBrokerStatusDialog } from './ChangeBrokerStatusDialog';
import { SendAgreementDialog } from './SendAgreementDialog';

type OpenDialog = { kind: 'status' | 'agreement'; brokers: readonly Broker[] } | null;

export interface BrokerActions {
  /** The kebab's items. */
  actions: TableAction<Broker>[];
  /** The dialog an item opened, if any. */
  dialog: ReactNode;
}

/** Send Agreement needs every selected broker Approved (spec part 1 §4). */
export function allApproved(selected: readonly Broker[]): boolean {
  return selected.length > 0 && selected.every((broker) => broker.status === brokerStatusValues.approved);
}

/** The /brokers kebab: Change Status and Send Agreement, each through its dialog. */
export function useBrokerActions(): BrokerActions {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);

  const actions: TableAction<Broker>[] = [
    {
      id: 'change-status',
      label: messages.broker.changeStatus,
      icon: 'swap-horizontal',
      right: 'broker_status_change',
      enabled: (selected) => selected.length > 0,
      onSelect: (selected) => setOpen({ kind: 'status', brokers: selected }),
    },
    {
      id: 'send-agreement',
      label: messages.broker.sendAgreement,
      icon: 'envelope',
      right: 'send_agreement',
      enabled: allApproved,
      onSelect: (selected) => setOpen({ kind: 'agreement', brokers: selected }),
    },
  ];

  let dialog: ReactNode = null;
  if (open?.kind === 'status') dialog = <ChangeBrokerStatusDialog brokers={open.brokers} onClose={close} />;
  if (open?.kind === 'agreement') dialog = <SendAgreementDialog brokers={open.brokers} onClose={close} />;
  return { actions, dialog };
}
