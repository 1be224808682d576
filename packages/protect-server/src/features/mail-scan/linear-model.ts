import type { FeatureVector } from "./features.ts";

/** A logistic-regression model: P(gambling) = σ(bias + Σ weight·value). Stored as JSON (model-weights.json). */
export interface LinearModel {
  version: string;
  bias: number;
  weights: Record<string, number>;
}

export interface Prediction {
  /** 0–1. */
  probability: number;
  /** Features by how much they pushed towards gambling, strongest first (positive contributions only). */
  reasons: string[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predict(model: LinearModel, vector: FeatureVector, topReasons = 3): Prediction {
  let z = model.bias;
  const contributions: [string, number][] = [];
  for (const [name, value] of vector) {
    const weight = model.weights[name];
    if (weight === undefined) continue;
    z += weight * value;
    if (weight * value > 0) contributions.push([name, weight * value]);
  }
  contributions.sort((a, b) => b[1] - a[1]);
  return { probability: sigmoid(z), reasons: contributions.slice(0, topReasons).map(([name]) => name) };
}

export interface TrainingExample {
  vector: FeatureVector;
  gambling: boolean;
  /** Weight of the example in the loss (default 1): hard negatives such as news may count more. */
  weight?: number;
}

export interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  /** L2 penalty on the weights (not the bias). */
  l2?: number;
}

/**
 * Full-batch gradient descent on the weighted log loss with an L2 penalty: deterministic (same
 * examples, same model), and small enough for a few thousand examples in well under a second.
 */
export function trainLogistic(
  examples: readonly TrainingExample[],
  names: readonly string[],
  options: TrainOptions = {},
): LinearModel {
  const epochs = options.epochs ?? 1500;
  const rate = options.learningRate ?? 0.5;
  const l2 = options.l2 ?? 0.001;
  const index = new Map(names.map((name, i) => [name, i]));
  const rows = examples.map((example) => ({
    entries: [...example.vector].flatMap(([name, value]) => {
      const i = index.get(name);
      return i === undefined ? [] : [[i, value] as const];
    }),
    y: example.gambling ? 1 : 0,
    w: example.weight ?? 1,
  }));
  const totalWeight = rows.reduce((sum, row) => sum + row.w, 0) || 1;
  const weights = new Float64Array(names.length);
  let bias = 0;
  const gradient = new Float64Array(names.length);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    gradient.fill(0);
    let biasGradient = 0;
    for (const row of rows) {
      let z = bias;
      for (const [i, value] of row.entries) z += (weights[i] ?? 0) * value;
      const error = (sigmoid(z) - row.y) * row.w;
      biasGradient += error;
      for (const [i, value] of row.entries) gradient[i] = (gradient[i] ?? 0) + error * value;
    }
    bias -= (rate * biasGradient) / totalWeight;
    for (let i = 0; i < names.length; i += 1) {
      weights[i] = (weights[i] ?? 0) - rate * ((gradient[i] ?? 0) / totalWeight + l2 * (weights[i] ?? 0));
    }
  }
  const named: Record<string, number> = {};
  for (const [i, name] of names.entries()) {
    const weight = weights[i] ?? 0;
    if (Math.abs(weight) >= 1e-4) named[name] = Math.round(weight * 1e4) / 1e4;
  }
  return { version: "", bias: Math.round(bias * 1e4) / 1e4, weights: named };
}
