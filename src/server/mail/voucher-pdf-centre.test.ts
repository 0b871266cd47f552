import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { renderVoucherPdf } from './voucher-pdf.server';

vi.setConfig({ testTimeout: 60_000 });

/** How many text-showing operators the page's content draws. */
async function countTextRuns(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  let runs = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: string;
    try {
      content = Buffer.from(inflateSync(object.contents)).toString('latin1');
    } catch {
      continue;
    }
    runs += (content.match(/\bTj\b/g) ?? []).length;
  }
  return runs;
}

describe('an activity voucher’s centre', () => {
  const activity = {
    market: 'be-nl' as const,
    code: 'HALTE-7KQM-X2RD-PZ9A-C4TE',
    validUntil: '2028-02-14',
    gift: { kind: 'ACTIVITY' as const, title: 'Kanotocht met het gezin', participants: 2 },
    recipientName: 'Lotte Peeters',
    senderName: 'Camille Martin',
    siteLabel: 'www.halte.be',
  };

  it('prints the centre’s name, address and phone on one page', async () => {
    const centre = { label: 'Kayaks de la Rivière', address: 'Rue du Moulin 83, 9700 Oudenaarde', phone: '+32 55 31 22 40' };
    const without = await countTextRuns(await renderVoucherPdf(activity));
    const bytes = await renderVoucherPdf({ ...activity, centre });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    // The heading, the name, the address and the phone line (and how to book, which may take another line).
    expect(await countTextRuns(bytes)).toBeGreaterThanOrEqual(without + 4);
  });
});
