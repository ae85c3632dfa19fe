/** Cosmetic sparks and floating score text; they live in the view only and never affect the game. */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  maxLife: number;
  size: number;
  colour: string;
}

export interface FloatingText {
  x: number;
  y: number;
  text: string;
  life: number;
  colour: string;
}

export interface Effects {
  particles: Particle[];
  texts: FloatingText[];
  /** Remaining screen shake in ms. */
  shakeMs: number;
}

export function newEffects(): Effects {
  return { particles: [], texts: [], shakeMs: 0 };
}

const MAX_PARTICLES = 160;

/** A burst of `count` sparks (Math.random: cosmetic only, not part of the seeded run). */
export function burst(effects: Effects, x: number, y: number, count: number, colours: readonly string[], speed = 140): void {
  for (let i = 0; i < count && effects.particles.length < MAX_PARTICLES; i++) {
    const angle = Math.random() * Math.PI * 2;
    const velocity = speed * (0.3 + Math.random() * 0.7);
    const life = 400 + Math.random() * 400;
    effects.particles.push({
      x,
      y,
      vx: Math.cos(angle) * velocity,
      vy: Math.sin(angle) * velocity - speed * 0.4,
      life,
      maxLife: life,
      size: 1 + Math.random() * 2.2,
      colour: colours[i % colours.length],
    });
  }
}

/** Ages every particle by `dtMs`, with a little gravity, and drops the dead ones. */
export function ageEffects(effects: Effects, dtMs: number): void {
  const dt = dtMs / 1000;
  let kept = 0;
  for (const particle of effects.particles) {
    particle.life -= dtMs;
    if (particle.life <= 0) continue;
    particle.x += particle.vx * dt;
    particle.y += particle.vy * dt;
    particle.vy += 260 * dt;
    effects.particles[kept++] = particle;
  }
  effects.particles.length = kept;
  effects.texts = effects.texts.filter((text) => {
    text.life -= dtMs;
    text.y -= 30 * dt;
    return text.life > 0;
  });
  effects.shakeMs = Math.max(0, effects.shakeMs - dtMs);
}
