import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../kit/PageHeader';
import { useCurrentUser } from '../../session/currentUser';
import { storedClientParam } from './clientParam';
import { ClientDetailsPanel } from './ClientDetailsPanel';

/**
 * /clientdetails (spec part 1 §2.5): the client the list stored under 'param', or a client user's
 * own company; with neither, back to /.
 */
export function ClientDetailsPage() {
  const user = useCurrentUser();
  const clientUser = user.role.role_type === 'client';
  const clientId = useMemo(
    () => (clientUser ? user.company_id : storedClientParam()),
    [clientUser, user.company_id],
  );
  if (clientId === null) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader
        title={messages.clients.clientDetails}
        breadcrumbs={
          clientUser
            ? [{ text: messages.clients.clientDetails }]
            : [
                { text: messages.client.clients, to: '/clientindex' },
                { text: messages.clients.clientDetails },
              ]
        }
      />
      <ClientDetailsPanel clientId={clientId} />
    </>
  );
}
