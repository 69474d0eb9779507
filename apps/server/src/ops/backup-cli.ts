import { backup } from './backup.ts';
import { runOperatorCommand } from './operator-command.ts';

await runOperatorCommand('backup', backup);
