import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
const t = JSON.parse(readFileSync('src/features/map/basemap/europe.topo.json', 'utf8'));
const land = feature(t, t.objects.land);
const g = land.geometry ?? land;
console.log(land.type, g.type, g.coordinates.length);
const inside = (pt, ring) => { let c = false; for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) { const [xi, yi] = ring[i], [xj, yj] = ring[j]; if ((yi > pt[1]) !== (yj > pt[1]) && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) c = !c; } return c; };
for (const pt of [[2.35, 48.85], [0.05, 49.35], [-5, 45], [10, 45]]) {
  let n = 0; const which = [];
  g.coordinates.forEach((poly, pi) => poly.forEach((ring, ri) => { if (inside(pt, ring)) { n++; which.push(`${pi}.${ri}(${ring.length})`); } }));
  console.log(pt, n, which.slice(0, 10));
}
