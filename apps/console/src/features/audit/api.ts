import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuditQuery, AuditRow, VerifyResult } from '@zeya/contract/audit';
import { consoleData } from '@/shared/api/client';
import type { Paged } from '@/shared/ui/pager';

/** The audit filter as the form holds it: every field a text, empty when unused. */
export type AuditFilter = Required<{ [K in keyof AuditQuery]: string }>;

/** One page of the audit chain, newest first; the page shown stays while the next one loads. */
export const useAuditRecords = (filter: AuditFilter, page: number) =>
  useQuery({
    queryKey: ['audit', filter, page],
    queryFn: ({ signal }) => consoleData<Paged<AuditRow>>('/audit', { query: { ...filter, page }, signal }),
    placeholderData: (previous) => previous,
  });

/** The check of the books and the audit chain on the server; it changes nothing. */
export const useVerify = () =>
  useMutation({ mutationFn: () => consoleData<VerifyResult>('/verify', { method: 'POST' }) });
