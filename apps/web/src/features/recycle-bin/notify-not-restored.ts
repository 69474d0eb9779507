import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createElement } from 'react';
import { BIN_MESSAGES } from '@backoffice/domain/recycle-bin';

/**
 * A restore that came back without some links: 'Item restaurado com sucesso!', then each link that
 * could not come back. It stays until closed, so a long list can be read.
 */
export function notifyNotRestored(lines: readonly string[]) {
  notifications.show({
    color: 'yellow',
    icon: createElement(IconAlertTriangle, { size: 20, role: 'img', 'aria-label': 'Atenção' }),
    title: BIN_MESSAGES.restored,
    message: createElement(
      'div',
      null,
      createElement('p', { style: { margin: 0 } }, `${BIN_MESSAGES.notRestored}:`),
      createElement(
        'ul',
        { style: { margin: 0, paddingInlineStart: '1.25em' } },
        lines.map((line, i) => createElement('li', { key: i }, line)),
      ),
    ),
    autoClose: false,
  });
}
