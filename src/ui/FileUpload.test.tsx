import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MAX_DOCUMENT_BYTES } from '../domain/documents';
import { FileUpload, FILE_UPLOAD_HINT } from './FileUpload';
import { expectNoAxeViolations } from './testAxe';

/** The text of the elements an element's aria-describedby names, as a screen reader joins it. */
function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const nameCell = { selector: '.kit-upload__name' };

function makeFile(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Picker({ multiple = false, error }: { multiple?: boolean; error?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUpload
      id="statement"
      label="Bank statement"
      files={files}
      onChange={setFiles}
      multiple={multiple}
      error={error}
      required
    />
  );
}

describe('FileUpload', () => {
  it('is a labelled file input with the accepted types and size limit as its hint', async () => {
    const { container } = render(<Picker />);
    const input = screen.getByLabelText('Bank statement');
    expect(input).toHaveProperty('type', 'file');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    expect(input.getAttribute('accept')).toContain('.heic');
    expect(FILE_UPLOAD_HINT).toBe('PDF, JPEG, PNG or HEIC, up to 10 MB each.');
    expect(descriptionOf(input)).toBe(FILE_UPLOAD_HINT);
    await expectNoAxeViolations(container);
  });

  it('lists the chosen file with its size and a Remove button that returns focus to the input', async () => {
    const user = userEvent.setup();
    const { container } = render(<Picker />);
    const input = screen.getByLabelText('Bank statement');
    await user.upload(input, makeFile('march.pdf', 'application/pdf'));
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('march.pdf', nameCell)).toBeDefined();
    expect(within(list).getByText('2 KB')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('1 file chosen.');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Remove march.pdf' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('status').textContent).toBe('No files chosen.');
  });

  it('replaces the file when single, adds to the list when multiple', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Picker />);
    await user.upload(
      screen.getByLabelText('Bank statement'),
      makeFile('a.pdf', 'application/pdf'),
    );
    await user.upload(
      screen.getByLabelText('Bank statement'),
      makeFile('b.pdf', 'application/pdf'),
    );
    expect(
      screen.getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['b.pdf']);
    unmount();

    render(<Picker multiple />);
    const input = screen.getByLabelText('Bank statement');
    expect(input).toHaveProperty('multiple', true);
    await user.upload(input, [
      makeFile('a.pdf', 'application/pdf'),
      makeFile('b.png', 'image/png'),
    ]);
    await user.upload(input, makeFile('c.jpg', 'image/jpeg'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 files chosen.');
  });

  it('shows and announces each file problem next to the file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Picker multiple />);
    await user.upload(screen.getByLabelText('Bank statement'), [
      makeFile('notes.txt', 'text/plain'),
      makeFile('huge.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1),
    ]);
    const txt = 'notes.txt is not a file type we accept. Upload a PDF, JPEG, PNG or HEIC file.';
    const big = 'huge.pdf is larger than 10 MB. Upload a smaller file.';
    expect(screen.getByText(txt)).toBeDefined();
    expect(screen.getByText(big)).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(`2 files chosen. ${txt} ${big}`);
    expect(descriptionOf(screen.getByRole('button', { name: 'Remove notes.txt' }))).toBe(
      `Error: ${txt}`,
    );
    await expectNoAxeViolations(container);
  });

  it('shows the selection error linked to the input', () => {
    render(<Picker error="Choose a file to upload" />);
    const input = screen.getByLabelText('Bank statement');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe(`${FILE_UPLOAD_HINT} Error: Choose a file to upload`);
  });

  it('accepts dropped files as an enhancement', () => {
    render(<Picker multiple />);
    const zone = screen.getByTestId('statement-dropzone');
    const file = makeFile('drop.png', 'image/png');
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(screen.getByText('drop.png', nameCell)).toBeDefined();
  });
});
