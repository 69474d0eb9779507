import type { ComponentType } from 'react';
import type { ModuleName } from '@backoffice/domain/modules';

/** A screen of the back-office, as each feature declares its own (features/<x>/<x>-screens.ts). */
export interface Screen {
  /** Route pattern under the shell, as in the spec (hash routes). */
  path: string;
  /** The module the screen belongs to; null for screens every logged-in user has. */
  module: ModuleName | null;
  load: () => Promise<{ default: ComponentType }>;
}
