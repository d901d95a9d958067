import { Card, Classes, H5, Switch } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useSaveInputGuardsMutation } from './api';
import { useInputGuardsSetting } from './useInputGuardsSetting';

/** The admin's switch for the global input guards (paste, emoji, F5, back), saved for everyone. */
export function InputGuardsCard() {
  const enabled = useInputGuardsSetting();
  const [save, { isLoading }] = useSaveInputGuardsMutation();

  const handleChange = (checked: boolean) => {
    const updated = messages.crud.updated('Settings');
    save({ input_guards: checked })
      .unwrap()
      .then(() => toastSuccess(updated.title, updated.message))
      .catch((error: unknown) => toastFromError(error));
  };

  return (
    <Card>
      <H5>{messages.settings.inputGuards}</H5>
      <p className={Classes.TEXT_MUTED}>{messages.settings.inputGuardsDescription}</p>
      <Switch
        label={messages.settings.inputGuardsSwitch}
        checked={enabled}
        disabled={isLoading}
        onChange={(event) => handleChange(event.currentTarget.checked)}
      />
    </Card>
  );
}
