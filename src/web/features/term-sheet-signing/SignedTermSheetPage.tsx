import { Button } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatUsDateTime } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { FactList } from '../../kit/FactList';
import { FormPage } from '../../kit/FormPage';
import { useSignedTermSheetQuery } from './api';
import { signedTermSheetState } from './signedTermSheetState';
import { signingClasses } from './signingClasses';

const S = messages.signing;
const prospectList = { text: messages.prospect.prospects, to: '/prospectindex' };

/**
 * /SignedTermSheet (spec part 3 §2): an owner's saved signature, read-only, with when and where
 * from it was signed and the fingerprint of the terms signed. Opened with the owner, term and
 * prospect ids in the navigation state; without them the page goes back to the prospects.
 */
export function SignedTermSheetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const opened = signedTermSheetState.read(location.state);
  const {
    data: signed,
    isLoading,
    isError,
  } = useSignedTermSheetQuery(opened ?? { owner_id: 0, term_id: 0, prospect_id: 0 }, {
    skip: opened === null,
  });

  useEffect(() => {
    if (opened === null) void navigate(prospectList.to, { replace: true });
  }, [opened, navigate]);
  if (opened === null) return null;

  const close = () => void navigate(prospectList.to);
  return (
    <FormPage
      title={S.signedTitle}
      list={prospectList}
      loading={isLoading}
      failed={isError}
      missing={!isLoading && !isError && !signed}
      actions={<Button text={messages.common.close} onClick={close} />}
    >
      {signed ? (
        <>
          <img
            className={signingClasses.image}
            src={signed.signature}
            alt={S.signatureAlt(signed.owner_name)}
          />
          <FactList
            facts={[
              { label: S.signedBy, value: signed.owner_name },
              { label: S.company, value: signed.company_name },
              { label: S.signedAt, value: formatUsDateTime(signed.signed_at) },
              { label: S.signedFrom, value: signed.signed_from_ip },
              { label: S.termsHash, value: <code>{signed.signed_terms_hash}</code> },
            ]}
          />
        </>
      ) : null}
    </FormPage>
  );
}
