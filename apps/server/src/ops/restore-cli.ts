import { runOperatorCommand } from './operator-command.ts';
import { restore } from './restore.ts';

await runOperatorCommand('restore', restore);
