export { fileKindRefusal, isDocumentMime, sniffFileKind, type FileKindRefusal } from './sniff';
export {
  activePdfNames,
  deepPdfNames,
  isObjectStream,
  PDF_ACTIVE_NAMES,
  scanPdf,
  type DeepPdfNames,
  type Inflate,
  type PdfScan,
  type PdfStream,
} from './pdf';
export { documentTypeStates, verificationFields, verificationRequirements } from './status';
