import { Combobox, Loader, Modal, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { visibleMenu } from '../../app/menu.ts';
import { useSession } from '../../app/session.tsx';
import { paletteGroups, paletteScreens } from './palette-groups.ts';
import { useGlobalSearch } from './use-global-search.ts';

const RESULTS_ID = 'global-search-results';
const optionId = (index: number) => `${RESULTS_ID}-${index}`;

/**
 * The global search (Ctrl+K): one box over the screens and the records the caller may see. A
 * WAI-ARIA combobox: the arrows move through the results (announced through
 * aria-activedescendant), Enter opens the one selected, Escape closes.
 */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const { modules, user } = useSession();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  // The results are the list itself, not a dropdown: the store only marks the option selected.
  const combobox = useCombobox();
  const { hits, loading, settled } = useGlobalSearch(term);
  const screens = useMemo(() => paletteScreens(visibleMenu(modules, user.profile?.is_superadmin), modules), [modules, user.profile?.is_superadmin]);
  const groups = useMemo(() => paletteGroups(term, hits, screens), [term, hits, screens]);

  const open = (path: string) => {
    onClose();
    navigate(path);
  };

  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // The option selected, announced through aria-activedescendant (Mantine's target only tells of
  // a selection made with its own arrows): a new list of results starts on its first.
  const [selection, setSelection] = useState({ groups, index: 0 });
  const index = selection.groups === groups ? selection.index : 0;
  useEffect(() => {
    combobox.selectFirstOption();
  }, [groups]); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length) {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      setSelection({ groups, index: next });
      combobox.selectOption(next);
    } else if (event.key === 'Enter' && items[index]) {
      event.preventDefault();
      open(items[index].path);
    } else if (event.key === 'Escape') onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Buscar" size="lg" yOffset="10vh">
      <Combobox store={combobox} onOptionSubmit={open}>
        <Combobox.EventsTarget withKeyboardNavigation={false} withAriaAttributes={false}>
          <TextInput
            data-autofocus
            role="combobox"
            aria-label="Buscar em tudo"
            aria-autocomplete="list"
            aria-expanded
            aria-controls={RESULTS_ID}
            aria-activedescendant={items.length ? optionId(index) : undefined}
            placeholder="Nome, e-mail, CPF, título ou tela"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={loading ? <Loader size="xs" aria-label="Buscando" /> : null}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </Combobox.EventsTarget>
        <Combobox.Options id={RESULTS_ID} aria-label="Resultados da busca" mt="sm" mah="60vh" style={{ overflowY: 'auto' }}>
          {groups.map((group) => (
            <Combobox.Group key={group.label} label={group.label}>
              {group.items.map((item) => (
                <Combobox.Option key={item.path} id={optionId(items.indexOf(item))} value={item.path}>
                  <Text size="sm">{item.title}</Text>
                  {/* The option's own color, not 'dimmed': it must read on the selected option's blue too. */}
                  <Text size="xs" c="inherit">
                    {item.detail}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {term.trim().length >= 2 && settled && items.length === 0 && <Combobox.Empty>Nenhum resultado para “{term.trim()}”.</Combobox.Empty>}
        </Combobox.Options>
      </Combobox>
      <VisuallyHidden aria-live="polite">{term.trim() && settled ? `${items.length} ${items.length === 1 ? 'resultado' : 'resultados'}` : ''}</VisuallyHidden>
    </Modal>
  );
}
