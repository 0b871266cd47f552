import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { renderVoucher } from './voucher-pdf.server';

vi.setConfig({ testTimeout: 60_000 });

describe('an activity voucher’s centre', () => {
  const activity = {
    market: 'be-nl' as const,
    code: 'HALTE-7KQM-X2RD-PZ9A-C4TE',
    validUntil: '2028-02-14',
    gift: { kind: 'ACTIVITY' as const, title: 'Kanotocht met het gezin', centre: 'Kayaks de la Rivière', participants: 2 },
    recipientName: 'Lotte Peeters',
    senderName: 'Camille Martin',
    siteLabel: 'www.halte.be',
    redeemUrl: 'https://www.halte.be/be-nl/cadeau/inwisselen?code=HALTE-7KQM-X2RD-PZ9A-C4TE',
  };

  it('prints the centre’s name, address and phone on one page', async () => {
    const centre = { label: 'Kayaks de la Rivière', address: 'Rue du Moulin 83, 9700 Oudenaarde', phone: '+32 55 31 22 40' };
    const { bytes, lines } = await renderVoucher({ ...activity, centre, included: ['Kanotocht van 2 uur'] });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const drawn = lines.join(' ');
    expect(drawn).toContain('Kayaks de la Rivière');
    expect(drawn).toContain('Adres: Rue du Moulin 83, 9700 Oudenaarde');
    expect(drawn).toContain('Telefoon: +32 55 31 22 40');
    expect(drawn).toContain('Kanotocht van 2 uur');
  });
});
