import type { z } from 'zod';
import type { PaymentInfoAnswerSchema } from '../../src/shared/contract/funding';

/** The payment info call's answer without its status. */
export type PaymentInfo = Omit<z.infer<typeof PaymentInfoAnswerSchema>, 'status'>;
