import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, it } from 'vitest';
import { clearToasts } from '../../../src/web/kit/toast';
import * as appDialog from '../../../stories/kit/AppDialog.stories';
import * as confirmDialog from '../../../stories/kit/ConfirmDialog.stories';
import * as dataTable from '../../../stories/kit/DataTable.stories';
import * as dateField from '../../../stories/kit/DateField.stories';
import * as emptyState from '../../../stories/kit/EmptyState.stories';
import * as fileUpload from '../../../stories/kit/FileUpload.stories';
import * as formField from '../../../stories/kit/FormField.stories';
import * as loadingBlock from '../../../stories/kit/LoadingBlock.stories';
import * as maskedField from '../../../stories/kit/MaskedField.stories';
import * as moneyField from '../../../stories/kit/MoneyField.stories';
import * as pageHeader from '../../../stories/kit/PageHeader.stories';
import * as passwordField from '../../../stories/kit/PasswordField.stories';
import * as phoneField from '../../../stories/kit/PhoneField.stories';
import * as selectField from '../../../stories/kit/SelectField.stories';
import * as stateSelect from '../../../stories/kit/StateSelect.stories';
import * as textField from '../../../stories/kit/TextField.stories';
import * as toast from '../../../stories/kit/Toast.stories';
import * as truncatedText from '../../../stories/kit/TruncatedText.stories';
import * as unsavedChangesGuard from '../../../stories/kit/UnsavedChangesGuard.stories';
import * as zipField from '../../../stories/kit/ZipField.stories';
import * as zodForm from '../../../stories/kit/ZodForm.stories';

/** Every kit story, rendered in jsdom with its play function: the stories double as behaviour tests. */
const modules = {
  AppDialog: appDialog,
  ConfirmDialog: confirmDialog,
  DataTable: dataTable,
  DateField: dateField,
  EmptyState: emptyState,
  FileUpload: fileUpload,
  FormField: formField,
  LoadingBlock: loadingBlock,
  MaskedField: maskedField,
  MoneyField: moneyField,
  PageHeader: pageHeader,
  PasswordField: passwordField,
  PhoneField: phoneField,
  SelectField: selectField,
  StateSelect: stateSelect,
  TextField: textField,
  Toast: toast,
  TruncatedText: truncatedText,
  UnsavedChangesGuard: unsavedChangesGuard,
  ZipField: zipField,
  ZodForm: zodForm,
};

afterEach(async () => {
  await clearToasts();
});

for (const [name, module] of Object.entries(modules)) {
  describe(`Kit/${name} stories`, () => {
    const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];
    for (const [storyName, Story] of stories) {
      it(storyName, async () => {
        await Story.run();
      });
    }
  });
}
