import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

/** The toolbar's labels in Portuguese: they are the buttons' accessible names. */
const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrito',
  italicControlLabel: 'Itálico',
  underlineControlLabel: 'Sublinhado',
  strikeControlLabel: 'Tachado',
  clearFormattingControlLabel: 'Limpar formatação',
  h1ControlLabel: 'Cabeçalho 1',
  h2ControlLabel: 'Cabeçalho 2',
  h3ControlLabel: 'Cabeçalho 3',
  h4ControlLabel: 'Cabeçalho 4',
  blockquoteControlLabel: 'Citação',
  bulletListControlLabel: 'Lista com marcadores',
  orderedListControlLabel: 'Lista numerada',
  linkControlLabel: 'Inserir link',
  unlinkControlLabel: 'Remover link',
  undoControlLabel: 'Desfazer',
  redoControlLabel: 'Refazer',
  linkEditorInputLabel: 'Endereço do link',
  linkEditorInputPlaceholder: 'https://exemplo.com.br/',
  linkEditorExternalLink: 'Abrir o link em nova aba',
  linkEditorInternalLink: 'Abrir o link na mesma aba',
  linkEditorSave: 'Aplicar',
};

/**
 * Rich text (HTML) for a form field: Tiptap's StarterKit with links, behind Mantine's toolbar.
 * The server sanitises what it stores, so the editor shows whatever HTML the record reloads with.
 * An empty document is '' (not '<p></p>'), so "nothing written" stays nothing.
 */
export function RichTextEditor(props: { label: string; value: string | null | undefined; onChange: (html: string) => void; error?: string }) {
  const labelId = useId();
  const value = props.value ?? '';
  const editor = useEditor({
    // StarterKit 3 brings its own Link: replaced by one that does not navigate while editing.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, defaultProtocol: 'https' })],
    content: value,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId } },
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The record (re)loaded or the form was reset: show its HTML; the user's own typing already matches.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (!value && editor.isEmpty) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={props.label} labelElement="div" labelProps={{ id: labelId }} error={props.error}>
      <MantineRichTextEditor editor={editor} labels={LABELS} mt={4}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
            <MantineRichTextEditor.ClearFormatting />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H1 />
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.H4 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Blockquote />
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={160} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
