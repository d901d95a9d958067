import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../kit/PageHeader';
import { prospectIdFromState } from './navigationState';
import { TermSheetPanel } from './TermSheetPanel';

const listPath = '/prospectindex';

/** /termsheetdetail: the term sheet of the prospect in the navigation state `{ id }`; none goes back to the list. */
export function TermSheetDetailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = prospectIdFromState(location.state);
  if (id === null) return <Navigate to={listPath} replace />;
  const title = messages.termSheet.termSheet;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ text: messages.prospect.prospects, to: listPath }, { text: title }]}
      />
      <TermSheetPanel prospectId={id} onBack={() => navigate(listPath)} />
    </>
  );
}
