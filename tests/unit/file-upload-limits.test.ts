import { describe, expect, test } from 'vitest';
import { fileExtension, isAcceptedExtension, maxUploadBytes, notAcceptedMessage, uploadProblem } from '#shared/uploads.ts';

describe('upload limits shared by forms and server', () => {
  test('the limit is the 10 MB the forms state', () => {
    expect(maxUploadBytes).toBe(10_485_760);
  });

  test('each form accepts the extensions the spec lists for it, in any case', () => {
    expect(isAcceptedExtension('adminClientFile', 'survey.ZIP')).toBe(true);
    expect(isAcceptedExtension('adminClientFile', 'rates.xlsx')).toBe(false);
    expect(isAcceptedExtension('clientFile', 'crew.csv')).toBe(true);
    expect(isAcceptedExtension('clientFile', 'deck.pptx')).toBe(false);
    expect(isAcceptedExtension('document', 'dock.gif')).toBe(true);
    expect(isAcceptedExtension('document', 'notes.txt')).toBe(false);
    expect(isAcceptedExtension('document', 'pdf')).toBe(false);
  });

  test('the extension is what follows the last dot', () => {
    expect(fileExtension('archive.tar.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
  });

  test('the refusal names the accepted types once each', () => {
    expect(notAcceptedMessage('adminClientFile')).toBe('Only PDF, DOC, DOCX, JPG, JPEG, PNG and ZIP files can be uploaded');
  });

  test('a form can check a chosen file before sending it', () => {
    expect(uploadProblem('clientFile', { name: 'crew.csv', size: 1200 })).toBeUndefined();
    expect(uploadProblem('clientFile', { name: 'crew.csv', size: maxUploadBytes })).toBeUndefined();
    expect(uploadProblem('clientFile', { name: 'crew.csv', size: maxUploadBytes + 1 })).toBe('The file is larger than 10 MB');
    expect(uploadProblem('clientFile', { name: 'crew.exe', size: 1200 })).toBe(notAcceptedMessage('clientFile'));
    expect(uploadProblem('clientFile', { name: 'crew.csv', size: 0 })).toBe('The file is empty');
  });
});
