import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_FILE_TYPES_TEXT,
  fileError,
  formatFileSize,
  MAX_DOCUMENT_BYTES,
} from '../domain/documents';
import { describedBy, ErrorMessage, errorIdFor, hintIdFor } from './Field';
import { ScreenReaderMessage } from './ScreenReaderMessage';
import './kit.css';
import './FileUpload.css';

export interface FileUploadProps {
  id: string;
  label: ReactNode;
  /** Replaces the default hint (accepted types and size limit). */
  hint?: ReactNode;
  /** The chosen files (controlled); files with a problem stay listed with their message. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Lets the user choose several files; each new choice is added to the list. */
  multiple?: boolean;
  /** Error for the selection as a whole (e.g. "Choose a file to upload"). */
  error?: string;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
}

/** The default hint: what the lender accepts. */
export const FILE_UPLOAD_HINT = `${ACCEPTED_FILE_TYPES_TEXT}, up to ${formatFileSize(MAX_DOCUMENT_BYTES)} each.`;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What the live region says after the list changes. */
function announcement(files: readonly File[], problems: readonly string[]): string {
  if (files.length === 0) return 'No files chosen.';
  const chosen = `${plural(files.length, 'file')} chosen.`;
  return problems.length > 0 ? `${chosen} ${problems.join(' ')}` : chosen;
}

/**
 * A file picker: a real, labelled `<input type="file">` (keyboard and screen reader operable as
 * the browser made it), the chosen files listed with name, size and a Remove button, and each
 * file's problem (type, size, empty) shown next to it and announced. Dropping files on the area
 * is an enhancement only: everything works without it.
 */
export function FileUpload({
  id,
  label,
  hint = FILE_UPLOAD_HINT,
  files,
  onChange,
  multiple = false,
  error,
  required,
  optional,
  disabled,
}: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [message, setMessage] = useState({ text: '', key: 0 });
  const hintId = hint ? hintIdFor(id) : undefined;
  const errorId = error ? errorIdFor(id) : undefined;
  const listId = `${id}-files`;

  function update(next: File[]) {
    onChange(next);
    const problems = next.map((file) => fileError(file)).filter((p): p is string => p !== null);
    setMessage((previous) => ({ text: announcement(next, problems), key: previous.key + 1 }));
  }

  function add(chosen: File[]) {
    if (chosen.length === 0) return;
    update(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    add(Array.from(event.target.files ?? []));
    // Cleared so choosing the same file again (after removing it) fires a change.
    event.target.value = '';
  }

  function remove(index: number) {
    update(files.filter((_, i) => i !== index));
    // The Remove button is gone: focus goes back to the picker, not to the page's start.
    inputRef.current?.focus();
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  }

  return (
    <div
      className={['kit-field', 'kit-upload', error ? 'kit-field--invalid' : ''].join(' ').trim()}
    >
      <label className="kit-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="kit-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="kit-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <ErrorMessage id={errorId!}>{error}</ErrorMessage> : null}
      <div
        className={['kit-upload__zone', dragging ? 'kit-upload__zone--active' : '']
          .join(' ')
          .trim()}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${id}-dropzone`}
      >
        <input
          ref={inputRef}
          id={id}
          className="kit-upload__input"
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, files.length > 0 && listId)}
          onChange={onInputChange}
        />
        <p className="kit-upload__drop-hint" aria-hidden="true">
          or drop {multiple ? 'files' : 'a file'} here
        </p>
      </div>
      {files.length > 0 ? (
        <ul className="kit-upload__list" id={listId} aria-label="Chosen files">
          {files.map((file, index) => {
            const problem = fileError(file);
            const problemId = `${id}-file-${index}-error`;
            return (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                className={['kit-upload__item', problem ? 'kit-upload__item--invalid' : '']
                  .join(' ')
                  .trim()}
              >
                <span className="kit-upload__name">{file.name}</span>
                <span className="kit-upload__size">{formatFileSize(file.size)}</span>
                <button
                  type="button"
                  className="kit-link-button kit-upload__remove"
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={`Remove ${file.name}`}
                  aria-describedby={problem ? problemId : undefined}
                >
                  Remove
                </button>
                {problem ? <ErrorMessage id={problemId}>{problem}</ErrorMessage> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ScreenReaderMessage message={message.text} messageKey={message.key} />
    </div>
  );
}
