import { startFakeAvalanche, type FakeAvalanche } from '../packages/server/src/test/fake-avalanche.ts';

/**
 * The avalanche bulletin services of the e2e run (issue 17): the server's test fake
 * (`packages/server/src/test/fake-avalanche.ts`, both real formats) with zones over three demo
 * ranges — Mont-Blanc from the guidebook's service, Valais and the Ötztal Alps as EAWS
 * micro-regions — and none over the Écrins, Vercors or the Pyrenees. Bulletins are valid from an
 * hour ago to a day ahead.
 */
export const E2E_AVALANCHE_ZONES = {
  montBlanc: 'Mont-Blanc',
  valais: 'Valais sud',
  otztal: 'Ötztaler Alpen',
};

export function startE2eAvalanche(port: number): Promise<FakeAvalanche> {
  const validFrom = new Date(Date.now() - 3_600_000).toISOString();
  const validUntil = new Date(Date.now() + 86_400_000).toISOString();
  return startFakeAvalanche(
    [
      {
        service: 'bra',
        id: '74',
        name: E2E_AVALANCHE_ZONES.montBlanc,
        country: 'FR',
        box: [6.75, 45.75, 7.1, 46.1],
        danger: 3,
        validUntil,
      },
      {
        service: 'eaws',
        id: 'CH-4',
        name: E2E_AVALANCHE_ZONES.valais,
        country: 'CH',
        box: [7.15, 45.85, 8.1, 46.25],
        danger: 2,
        validFrom,
        validUntil,
      },
      {
        service: 'eaws',
        id: 'AT-07-14',
        name: E2E_AVALANCHE_ZONES.otztal,
        country: 'AT',
        box: [10.6, 46.7, 11.0, 46.95],
        danger: 4,
        validFrom,
        validUntil,
      },
    ],
    port,
  );
}
