import { useEffect } from 'react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';
import { ARTICLE_BODY_CLASSES } from './article-body.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';

// The rich-text editor of articles (TipTap, bundled; this module is only imported by the create and edit
// pages, so its chunk loads there only). Block formats Titel (h2), Subtitel (h3) and Paragraaf (spec §9),
// bold, italic, lists, links and uploaded images; minimum height 250. The server sanitises what it gets.

type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  labelId: string;
};

export function RichTextEditor({ value, onChange, onBlur, invalid = false, labelId }: RichTextEditorProps) {
  const editor = useEditor({
    // The CSP allows no inline <style>: the few rules ProseMirror needs are classes below.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: `${ARTICLE_BODY_CLASSES} min-h-[250px] px-4 py-3 whitespace-pre-wrap outline-none`,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Undo in the dirty bar resets the form's value: follow it.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white ${invalid ? 'border-red-500' : 'border-slate-300'} focus-within:border-brand-600`}
    >
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} aria-label={KNOWLEDGEBASE_TEXTS.editor.label} />
    </div>
  );
}
