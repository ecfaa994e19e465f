export { fileKindRefusal, isDocumentMime, sniffFileKind, type FileKindRefusal } from './sniff';
export { activePdfNames, isObjectStream, PDF_ACTIVE_NAMES, scanPdf, type PdfScan, type PdfStream } from './pdf';
export { documentTypeStates, verificationFields, verificationRequirements } from './status';
