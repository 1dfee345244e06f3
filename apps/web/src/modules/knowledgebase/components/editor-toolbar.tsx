import { useRef, useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { uploadImage } from '../api/knowledgebase.ts';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';
import { LinkDialog } from './link-dialog.tsx';

const T = KNOWLEDGEBASE_TEXTS.editor;

type BlockFormat = 'title' | 'subtitle' | 'paragraph';

function ToolButton(props: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={props.label}
      aria-label={props.label}
      aria-pressed={props.active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
      className={`min-w-8 rounded px-2 py-1 text-sm ${props.active ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {props.children}
    </button>
  );
}

/** Block format (Titel, Subtitel, Paragraaf), bold, italic, lists, link and image upload. */
export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      format: (e?.isActive('heading', { level: 2 })
        ? 'title'
        : e?.isActive('heading', { level: 3 })
          ? 'subtitle'
          : 'paragraph') as BlockFormat,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: (e?.getAttributes('link').href as string | undefined) ?? null,
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const setFormat = (format: BlockFormat) => {
    if (format === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: format === 'title' ? 2 : 3 })
        .run();
  };

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      chain()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      toast.error(fieldErrors(error).file ?? T.imageFailed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div
      role="toolbar"
      aria-label={T.toolbar}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
    >
      <select
        aria-label={T.blockFormat}
        value={state.format}
        onChange={(event) => setFormat(event.target.value as BlockFormat)}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        <option value="title">{T.formats.title}</option>
        <option value="subtitle">{T.formats.subtitle}</option>
        <option value="paragraph">{T.formats.paragraph}</option>
      </select>
      <ToolButton label={T.bold} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label={T.italic} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton
        label={T.bulletList}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        •&nbsp;≡
      </ToolButton>
      <ToolButton
        label={T.orderedList}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1.&nbsp;≡
      </ToolButton>
      <ToolButton label={T.link} active={state.link !== null} onClick={() => setLinkOpen(true)}>
        <span className="underline">{T.link}</span>
      </ToolButton>
      <ToolButton label={T.image} onClick={() => fileInput.current?.click()}>
        {uploading ? T.imageUploading : T.image}
      </ToolButton>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        className="hidden"
        data-testid="editor-image-input"
        onChange={(event) => void onImage(event.target.files?.[0])}
      />
      <LinkDialog
        open={linkOpen}
        current={state.link}
        onClose={() => setLinkOpen(false)}
        onSave={(href) => {
          setLinkOpen(false);
          if (href === null) chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </div>
  );
}
