import { reportEndpoints } from '../../../shared/contract/reports';
import { baseApi } from '../../api/baseApi';
import { queryOf } from '../../api/contractEndpoints';

/**
 * The report pages' calls: the grid (`reports/fetch`), how far a mailed PDF has got
 * (`reports/export_status`) and the brokers the Broker Commission Report filters by (names only, `reports/brokers`). The files
 * themselves stream through `exportFile.ts`, which reports the bytes as they arrive.
 */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A report is read as of the moment it is run: no cache tag, and a re-run asks again.
    reportGrid: queryOf(build, reportEndpoints.fetch, { keepUnusedDataFor: 0 }),
    reportExportStatus: queryOf(build, reportEndpoints.exportStatus, { keepUnusedDataFor: 0 }),
    reportBrokers: queryOf(build, reportEndpoints.brokers, { field: 'brokers' }),
  }),
  overrideExisting: 'throw',
});

export const { useLazyReportGridQuery, useReportExportStatusQuery, useReportBrokersQuery } = reportsApi;
