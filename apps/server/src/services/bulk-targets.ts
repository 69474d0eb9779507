import type { AnyBulkTarget } from '../platform/bulk/bulk-target.ts';
import { SERVICES } from './registry.ts';

/** Every list that acts in bulk and exports (kinds as in @backoffice/domain/bulk), as each service declares them. */
export const BULK_TARGETS: readonly AnyBulkTarget[] = Object.values(SERVICES).flatMap((service) => service.bulk ?? []);
