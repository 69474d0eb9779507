import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { binGraphql } from '../../../generated/bin/gql.ts';
import { BIN_KEY } from './use-bin-entries.ts';

const DOCUMENT = binGraphql(`query BinDeleters { bin_deleters { id name } }`);

/** Who deleted the entries the caller may see: the options of 'Excluído por'. */
export function useBinDeleters() {
  return useQuery({
    queryKey: [...BIN_KEY, 'deleters'],
    queryFn: () => gql('bin', DOCUMENT),
    select: (d) => d.bin_deleters,
  });
}
