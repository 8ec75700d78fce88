import type { ResolvedSlot } from '../components/slots/slot-types';

/** Rich-text blocks as the API sends them: Editor.js-style, already sanitised on the server. */
export interface ListItemData {
  content: string;
  items: ListItemData[];
}

export type RichBlock =
  | { id: string; type: 'paragraph'; data: { text: string } }
  | { id: string; type: 'header'; data: { text: string; level: number; anchor?: string } }
  | { id: string; type: 'code'; data: { code: string } }
  | { id: string; type: 'delimiter' | 'divider'; data: Record<string, never> }
  | { id: string; type: 'raw'; data: { html: string } }
  | {
      id: string;
      type: 'image';
      data: { file?: { id?: string; url?: string; width?: number; height?: number }; url?: string; caption?: string };
    }
  | { id: string; type: 'list'; data: { style: 'ordered' | 'unordered'; items: ListItemData[] } }
  | { id: string; type: 'quote'; data: { text: string; caption?: string; alignment: 'left' | 'center' } }
  | { id: string; type: 'table'; data: { withHeadings: boolean; content: string[][]; footer?: string[]; caption?: string } }
  | {
      id: string;
      type: 'embed';
      data: { service: string; source: string; embed: string; width?: number; height?: number; caption?: string };
    }
  | { id: string; type: 'iframe'; data: { embed: string; caption?: string } }
  | { id: string; type: 'slot'; data: ResolvedSlot };
