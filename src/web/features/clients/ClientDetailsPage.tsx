import { useMemo } from 'react';
import { Button } from '@blueprintjs/core';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../kit/PageHeader';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { storedClientParam } from './clientParam';
import { ClientDetailsPanel } from './ClientDetailsPanel';

/**
 * /clientdetails (spec part 1 §2.5): the client the list stored under 'param', or a client user's
 * own company; with neither, back to /. Staff holding the selection right go on to Edit Client
 * (/clientprofile), which reads the same stored client.
 */
export function ClientDetailsPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const mayEdit = useHeldRights().has('client_selection');
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
        actions={
          !clientUser &&
          mayEdit && (
            <Button
              icon="edit"
              text={messages.clientProfile.editClient}
              onClick={() => navigate('/clientprofile')}
            />
          )
        }
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
