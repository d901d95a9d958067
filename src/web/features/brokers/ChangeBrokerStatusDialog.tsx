import type { Broker } from '../../../shared/contract/brokers';
import { messages } from '../../../shared/messages';
import { BrokerStatusValueSchema } from '../../../shared/validation/brokerForm';
import { ChangeStatusDialog } from '../../kit/ChangeStatusDialog';
import { useChangeBrokerStatusMutation } from './api';
import { BrokerStatusField } from './BrokerStatusField';

export interface ChangeBrokerStatusDialogProps {
  /** The brokers to move (the list's selection). */
  brokers: readonly Broker[];
  onClose: () => void;
}

/** Change Status (spec part 1 §2.6, §4): one status for every selected broker; 'Status is required'. */
export function ChangeBrokerStatusDialog({ brokers, onClose }: ChangeBrokerStatusDialogProps) {
  const [changeStatus, { isLoading }] = useChangeBrokerStatusMutation();
  return (
    <ChangeStatusDialog
      title={messages.broker.changeStatus}
      status={BrokerStatusValueSchema}
      field={(props) => <BrokerStatusField {...props} from={brokers.map((broker) => broker.status)} />}
      save={(status) => changeStatus({ ids: brokers.map((broker) => broker.id), status }).unwrap()}
      saving={isLoading}
      onClose={onClose}
    />
  );
}
