import data from './src/data/themes.data.json';
import { createRandom } from '../../shared/src/game-kit/random';
import { chooseWords } from './src/logic/chooseWords';
import { placeWords } from './src/logic/place';
import { DIFFICULTY_RULES } from './src/logic/difficulty';
import { themeForSeed, generatePuzzle } from './src/logic/generate';
const themes = (data as any).themes;
const slow: any[] = [];
for (let i=0;i<300;i++){ const seed='bench-'+i; const t=themeForSeed(themes,seed); const s=performance.now(); generatePuzzle({theme:t,difficulty:'easy',seed}); const ms=performance.now()-s; if(ms>10) slow.push([seed,t.id,ms.toFixed(1)]); }
console.log(slow.length, slow.slice(0,10));
// placement failure rate for easy
let fails=0, tp=0; const r=createRandom('z');
for (let i=0;i<300;i++){ const t=r.pick(themes); const w=chooseWords(t,'easy',r); const s=performance.now(); if(!placeWords(w,8,DIFFICULTY_RULES.easy.directions,r)) fails++; tp+=performance.now()-s;}
console.log('easy place fails', fails, 'avg ms', tp/300);
