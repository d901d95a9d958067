import { useState } from 'react';
import {
  defaultScoringWeights,
  ScoringWeightsSchema,
  type ScoringWeights,
} from '../../../shared/contract/settingsTiles';
import { settingsTilesMessages as M } from '../../../shared/messages/settingsTiles';
import { Card, H5 } from '@blueprintjs/core';
import { FactList } from '../../kit/FactList';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useHeldRights } from '../../session/currentUser';
import { useDebtorScoresQuery, useSaveScoringWeightsMutation, useScoringWeightsQuery } from './api';
import { TileScreen } from './TileScreen';

type WeightText = Record<keyof ScoringWeights, string>;
const parts: { key: keyof ScoringWeights; label: string }[] = [
  { key: 'days_to_pay', label: M.scoring.daysToPay },
  { key: 'dilution', label: M.scoring.dilution },
  { key: 'chargebacks', label: M.scoring.chargebacks },
];

/** Debtor Scoring (docs/decisions/0043): the weights an admin sets for the debtor score. */
export function DebtorScoringPage() {
  const held = useHeldRights();
  const { data } = useScoringWeightsQuery({});
  const [save, { isLoading }] = useSaveScoringWeightsMutation();
  const { data: scores } = useDebtorScoresQuery({});
  const stored = data?.weights ?? defaultScoringWeights;
  const [edited, setEdited] = useState<WeightText | null>(null);
  const form: WeightText = edited ?? {
    days_to_pay: String(stored.days_to_pay),
    dilution: String(stored.dilution),
    chargebacks: String(stored.chargebacks),
  };
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = () => {
    const checked = ScoringWeightsSchema.safeParse({
      days_to_pay: Number(form.days_to_pay || 'x'),
      dilution: Number(form.dilution || 'x'),
      chargebacks: Number(form.chargebacks || 'x'),
    });
    if (!checked.success) {
      setError(M.scoring.weightsInvalid);
      return;
    }
    save({ weights: checked.data })
      .unwrap()
      .then((answer) => {
        setEdited(null);
        return toastSuccess(M.scoring.title, answer.message);
      })
      .catch((failure: unknown) => toastFromError(failure));
  };

  return (
    <>
      <TileScreen
        title={M.scoring.title}
        description={M.scoring.description}
        ready={data !== undefined}
        canSave={edited !== null && held.has('change_settings')}
        saving={isLoading}
        onSave={submit}
      >
        {parts.map((part, index) => (
          <TextField
            key={part.key}
            label={part.label}
            name={part.key}
            inputMode="numeric"
            maxLength={3}
            value={form[part.key]}
            onChange={(text) => {
              setEdited({ ...form, [part.key]: text });
              setError(undefined);
            }}
            error={index === parts.length - 1 ? error : undefined}
          />
        ))}
      </TileScreen>
      {scores !== undefined && scores.scores.length > 0 && (
        <Card>
          <H5>{M.scoring.scores}</H5>
          <FactList
            facts={scores.scores.map((row) => ({
              label: row.debtor_name,
              value: row.score === null ? M.scoring.noScore : String(row.score),
            }))}
          />
        </Card>
      )}
    </>
  );
}
