import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_FILE_TYPES_TEXT,
  documentTypeForRequest,
  documentTypeLabel,
  fileError,
  fileProblem,
  filesError,
  formatFileSize,
  isAcceptedFileType,
  MAX_DOCUMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
} from './documents';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('document types', () => {
  it('maps requested document codes to upload types', () => {
    expect(documentTypeForRequest('BANK_LETTER')).toBe('BANK_LETTER');
    expect(documentTypeForRequest('bank_statement')).toBe('BANK_STATEMENT');
    expect(documentTypeForRequest('PAYSTUB')).toBe('USER_UPLOADED_PAYSTUB');
    expect(documentTypeForRequest('SOMETHING_NEW')).toBe('SUPPORT_DOCUMENT');
  });

  it('labels every type for the borrower', () => {
    expect(documentTypeLabel('BANK_LETTER')).toBe('Bank letter');
    expect(documentTypeLabel('CERTIFICATE_OF_TRUST')).toBe('Certificate of trust');
    expect(documentTypeLabel('PAYSTUB')).toBe('Paystub');
  });
});

describe('file validation', () => {
  it('accepts PDF, JPEG, PNG and HEIC by type, or by extension when the type is missing', () => {
    expect(isAcceptedFileType(file('a.pdf', 1, 'application/pdf'))).toBe(true);
    expect(isAcceptedFileType(file('a.jpg', 1, 'image/jpeg'))).toBe(true);
    expect(isAcceptedFileType(file('a.png', 1, 'image/png'))).toBe(true);
    expect(isAcceptedFileType(file('a.heic', 1, 'image/heic'))).toBe(true);
    expect(isAcceptedFileType(file('IMG_1.HEIC', 1, ''))).toBe(true);
    expect(isAcceptedFileType(file('a.jpeg', 1, 'application/octet-stream'))).toBe(true);
    expect(isAcceptedFileType(file('a.docx', 1, ''))).toBe(false);
    expect(isAcceptedFileType(file('a.gif', 1, 'image/gif'))).toBe(false);
    expect(isAcceptedFileType(file('a.pdf', 1, 'text/plain'))).toBe(false);
  });

  it('gives each problem a clear message naming the file', () => {
    expect(fileProblem(file('a.pdf', 1000, 'application/pdf'))).toBeNull();
    expect(fileError(file('a.pdf', 1000, 'application/pdf'))).toBeNull();
    expect(fileError(file('notes.txt', 10, 'text/plain'))).toBe(
      'notes.txt is not a file type we accept. Upload a PDF, JPEG, PNG or HEIC file.',
    );
    expect(fileError(file('big.pdf', MAX_DOCUMENT_BYTES + 1, 'application/pdf'))).toBe(
      'big.pdf is larger than 10 MB. Upload a smaller file.',
    );
    expect(fileProblem(file('edge.pdf', MAX_DOCUMENT_BYTES, 'application/pdf'))).toBeNull();
    expect(fileError(file('zero.png', 0, 'image/png'))).toBe(
      'zero.png is empty. Choose another file.',
    );
  });

  it('checks the number of files', () => {
    const one = file('a.pdf', 1, 'application/pdf');
    expect(filesError([])).toBe('Choose a file to upload');
    expect(filesError([one], 2)).toBe('Choose at least 2 files to upload');
    expect(filesError([one, one], 2)).toBeNull();
    expect(filesError(Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, () => one))).toBe(
      'Upload at most 10 files at a time',
    );
  });

  it('formats sizes and the accept attribute', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(MAX_DOCUMENT_BYTES)).toBe('10 MB');
    expect(ACCEPT_ATTRIBUTE).toBe(
      'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/heic,.heic',
    );
    expect(ACCEPTED_FILE_TYPES_TEXT).toBe('PDF, JPEG, PNG or HEIC');
  });
});
