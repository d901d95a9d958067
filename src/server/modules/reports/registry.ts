import type { ReportHandle } from '../../../shared/rights';
import type { ReportDefinition } from './types';
import { brokerCommission } from './definitions/brokerCommission';
import { cashPosting } from './definitions/cashPosting';
import { chargebacksReport } from './definitions/chargebacks';
import { clientAnalysis } from './definitions/clientAnalysis';
import { clientRiskManagementDetails } from './definitions/clientRiskManagementDetails';
import { collectionEfficiencyAnalysis } from './definitions/collectionEfficiencyAnalysis';
import { creditLimitWarning } from './definitions/creditLimitWarning';
import { debtorAging } from './definitions/debtorAging';
import { escrowReserve } from './definitions/escrowReserve';
import { invoiceSummaryAging } from './definitions/invoiceSummaryAging';
import { lastPaymentDate } from './definitions/lastPaymentDate';
import { paymentHistoryDetail } from './definitions/paymentHistoryDetail';
import { purchaseSummaryWithFee } from './definitions/purchaseSummaryWithFee';
import { purchaseSummaryWithoutFee } from './definitions/purchaseSummaryWithoutFee';
import { reserveDetail } from './definitions/reserveDetail';
import { transactionsReport } from './definitions/transactions';
import { unappliedCashReceived } from './definitions/unappliedCashReceived';

/** Every report of src/shared/rights/reports.ts by its handle (docs/decisions/0030-reports.md). */
export const reportRegistry: Readonly<Record<ReportHandle, ReportDefinition>> = {
  purchase_summary_with_fee: purchaseSummaryWithFee,
  purchase_summary_without_fee: purchaseSummaryWithoutFee,
  invoice_summary_aging: invoiceSummaryAging,
  payment_history_detail: paymentHistoryDetail,
  reserve_detail: reserveDetail,
  escrow_reserve: escrowReserve,
  chargebacks: chargebacksReport,
  broker_commission: brokerCommission,
  credit_limit_warning: creditLimitWarning,
  last_payment_date: lastPaymentDate,
  client_analysis: clientAnalysis,
  client_risk_management_details: clientRiskManagementDetails,
  unapplied_cash_received: unappliedCashReceived,
  collection_efficiency_analysis: collectionEfficiencyAnalysis,
  cash_posting: cashPosting,
  debtor_aging: debtorAging,
  transactions: transactionsReport,
};
