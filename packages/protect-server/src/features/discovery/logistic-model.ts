// A small logistic regression over sparse features, trained by stochastic gradient descent in a
// fixed order (deterministic: the same examples give the same weights). Pure.
import { FEATURE_BITS } from "./name-features.ts";

export interface Example {
  features: Map<number, number>;
  label: 0 | 1;
  /** How much the example counts (an administrator's decision counts more than a generated name). */
  weight?: number;
}

export class LogisticModel {
  readonly #weights: Float64Array;

  constructor(weights?: Float64Array) {
    this.#weights = weights ?? new Float64Array(1 << FEATURE_BITS);
  }

  /** Trains on the examples: `epochs` passes, learning rate decaying per pass, L2 `l2`. */
  static train(
    examples: readonly Example[],
    options: { epochs?: number; rate?: number; l2?: number } = {},
  ): LogisticModel {
    const { epochs = 12, rate = 0.4, l2 = 1e-6 } = options;
    const model = new LogisticModel();
    const w = model.#weights;
    // Balance the classes: each class weighs as much as the other in all.
    const positives = examples.filter((example) => example.label === 1).length;
    const balance = {
      1: examples.length / (2 * Math.max(1, positives)),
      0: examples.length / (2 * Math.max(1, examples.length - positives)),
    };
    // A fixed interleaving order (stride by a prime), the same every run.
    const order = examples.map((_, index) => (index * 7919) % examples.length);
    for (let epoch = 0; epoch < epochs; epoch++) {
      const step = rate / (1 + epoch);
      for (const index of order) {
        const example = examples[index];
        if (!example) continue;
        const error = example.label - model.probability(example.features);
        const scale = step * error * balance[example.label] * (example.weight ?? 1);
        for (const [feature, value] of example.features)
          w[feature] = (w[feature] ?? 0) * (1 - step * l2) + scale * value;
      }
    }
    return model;
  }

  probability(features: Map<number, number>): number {
    let sum = 0;
    for (const [feature, value] of features) sum += (this.#weights[feature] ?? 0) * value;
    return 1 / (1 + Math.exp(-sum));
  }
}
