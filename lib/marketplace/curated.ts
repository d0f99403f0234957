// The marketplace's seed on a fresh site: real, freely licensed models, data sets, plugins and tools that
// Civitas itself lists (they have no seller), so the catalogue is useful before any member lists
// anything. Nothing here is invented: each entry is a well-known public resource, with its true license
// (an SPDX id from ./licenses), the link to its official home or repository, and a real released version,
// or 'latest' where the project publishes rolling builds or unversioned data. Resources with mixed,
// unclear or custom licenses are left out on purpose.
//
// `key` is the stable identity of an entry: the seeding stores it as the listing's curated key and inserts
// each entry only if no listing has that key yet, so a rerun (or a second process) never duplicates one.
// Never change or reuse a key. Editing an entry here does not rewrite a listing already stored.
//
// The text is English. The catalogue shows each listing in its seller's own words, untranslated, and
// these are Civitas's own words.
import type { LicenseId } from './licenses';

export type CuratedListing = {
  /** Stable kebab-case identity used by the seeding; never changes. */
  key: string;
  category: 'models' | 'datasets' | 'plugins' | 'tools';
  /** At most 80 characters. */
  title: string;
  /** One plain, factual sentence of 40–200 characters. */
  summary: string;
  /**
   * Markdown, two short paragraphs (what it is; what it is good for, with a limitation or a note on the
   * license), 300–900 characters, no HTML.
   */
  description: string;
  /** 2–5 lowercase kebab-case tags. */
  tags: string[];
  license: LicenseId;
  /** The https URL of the official home or repository. */
  link: string;
  /** A real released version, or 'latest' where versions are not meaningful. */
  version: string;
};

export const CURATED: readonly CuratedListing[] = [
  // Models.
  {
    key: 'openai-whisper',
    category: 'models',
    title: 'Whisper — speech recognition by OpenAI',
    summary:
      'A general-purpose speech recognition model from OpenAI that transcribes speech in many languages and translates it into English.',
    description:
      'Whisper is an open speech recognition model from OpenAI, trained on 680,000 hours of multilingual and multitask audio collected from the web. A single Transformer encoder-decoder handles multilingual transcription, translation of speech into English and language identification, and it comes in several sizes, from tiny to large.\n\n' +
      'It is a good default for transcribing interviews, meetings, podcasts and voice notes, and for subtitling. Accuracy varies a lot between languages, and it can hallucinate words that were never spoken, especially over silence or noise. Both the code and the model weights are released under the MIT License.',
    tags: ['speech-recognition', 'audio', 'transcription', 'multilingual'],
    license: 'MIT',
    link: 'https://github.com/openai/whisper',
    version: '20250625',
  },
  {
    key: 'mistral-7b-v0-1',
    category: 'models',
    title: 'Mistral 7B v0.1',
    summary:
      "Mistral AI's first open-weight model: a pretrained base language model with 7.3 billion parameters, released under Apache 2.0.",
    description:
      'Mistral 7B v0.1 is a pretrained base language model with 7.3 billion parameters, released by Mistral AI in September 2023. It uses grouped-query attention for faster inference and sliding-window attention to handle longer sequences at lower cost, and at release it outperformed Llama 2 13B on the benchmarks Mistral AI reported.\n\n' +
      'It is a compact starting point for fine-tuning, domain adaptation and research on smaller language models, and once quantized it runs on a single consumer GPU. As a base model it is not tuned to follow instructions and has no moderation mechanisms, so it needs fine-tuning or careful prompting before it faces users.',
    tags: ['llm', 'text-generation', 'base-model', 'open-weights'],
    license: 'Apache-2.0',
    link: 'https://huggingface.co/mistralai/Mistral-7B-v0.1',
    version: 'v0.1',
  },
  {
    key: 'bert-base-uncased',
    category: 'models',
    title: 'BERT base (uncased)',
    summary:
      "Google's original BERT base model: an English Transformer encoder of about 110 million parameters, pretrained for fine-tuning.",
    description:
      'BERT base uncased is the smaller of the two original BERT models released by Google in 2018: a 12-layer Transformer encoder with about 110 million parameters, pretrained on BookCorpus and English Wikipedia with masked language modelling and next-sentence prediction. "Uncased" means the text was lower-cased, so it does not tell "english" from "English".\n\n' +
      'It remains a well-understood baseline to fine-tune for text classification, named-entity recognition and extractive question answering. It does not generate text, it reads at most 512 tokens at a time, and its model card warns that it can make biased predictions learnt from its training text.',
    tags: ['nlp', 'encoder', 'fine-tuning', 'english'],
    license: 'Apache-2.0',
    link: 'https://huggingface.co/google-bert/bert-base-uncased',
    version: 'latest',
  },
  {
    key: 'all-minilm-l6-v2',
    category: 'models',
    title: 'all-MiniLM-L6-v2 sentence embeddings',
    summary:
      'A small, fast sentence-transformers model that maps sentences and paragraphs to 384-dimensional vectors for semantic search.',
    description:
      'all-MiniLM-L6-v2 is a sentence-transformers model that turns a sentence or short paragraph into a 384-dimensional vector, so that texts with similar meanings land close together. It is a six-layer MiniLM network fine-tuned with a contrastive objective on more than a billion sentence pairs, small and quick enough to run on a CPU.\n\n' +
      'It is a popular default for semantic search, clustering, deduplication and the retrieval step of retrieval-augmented generation. It was trained on English text, and input longer than 256 word pieces is truncated by default, so long documents should be split into chunks first.',
    tags: ['embeddings', 'semantic-search', 'sentence-transformers', 'nlp'],
    license: 'Apache-2.0',
    link: 'https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2',
    version: 'latest',
  },
  {
    key: 'phi-2',
    category: 'models',
    title: 'Phi-2 — small language model by Microsoft',
    summary:
      'A 2.7-billion-parameter language model from Microsoft Research, trained on synthetic texts and filtered web data.',
    description:
      'Phi-2 is a Transformer language model with 2.7 billion parameters, released by Microsoft Research in December 2023. It was trained on the same data sources as Phi-1.5, largely synthetic textbook-style text, augmented with further synthetic texts and filtered websites, and it showed nearly state-of-the-art results among models under 13 billion parameters.\n\n' +
      'Its size makes it practical for research on small models, for experiments on modest hardware and as a base to fine-tune. It is a base model without instruction tuning or reinforcement learning from human feedback, it is mainly English, and it can produce inaccurate code and facts. First released under a research-only license, it has been under the MIT License since early 2024.',
    tags: ['llm', 'small-model', 'text-generation', 'open-weights'],
    license: 'MIT',
    link: 'https://huggingface.co/microsoft/phi-2',
    version: 'latest',
  },

  // Data sets.
  {
    key: 'mozilla-common-voice',
    category: 'datasets',
    title: 'Mozilla Common Voice',
    summary:
      'A crowdsourced, multilingual corpus of read speech, recorded and validated by volunteers and dedicated to the public domain.',
    description:
      "Common Voice is Mozilla's open voice data set: volunteers record themselves reading short sentences, and other volunteers listen to the recordings and validate them. Each release adds hours and languages; it now covers more than 100 languages, many of them poorly served by commercial speech data, with optional self-reported speaker details such as age range, gender and accent.\n\n" +
      'It is used to train and evaluate speech recognition, especially for under-resourced languages. The clips are read speech rather than natural conversation, and the amount of data and the mix of speakers differ widely between languages. It is released under CC0, and those who download it agree not to try to identify the speakers.',
    tags: ['speech', 'audio', 'multilingual', 'crowdsourced'],
    license: 'CC0-1.0',
    link: 'https://commonvoice.mozilla.org/',
    version: 'latest',
  },
  {
    key: 'squad-2-0',
    category: 'datasets',
    title: 'SQuAD 2.0 — Stanford Question Answering Dataset',
    summary:
      'A reading-comprehension benchmark of questions on Wikipedia articles, including over 50,000 that the text cannot answer.',
    description:
      'SQuAD 2.0, from Stanford, combines the 100,000 questions of SQuAD 1.1, each answered by a span of text from a Wikipedia article, with over 50,000 unanswerable questions written adversarially by crowdworkers to look like answerable ones. A system has to find the answer when the passage contains one and abstain when it does not.\n\n' +
      'It is a standard benchmark and training set for extractive question answering in English, with a public leaderboard. The best systems now score above the human baseline, so it no longer separates the strongest models. It is licensed CC BY-SA 4.0: credit the authors and share adapted data under the same terms.',
    tags: ['question-answering', 'nlp', 'benchmark', 'english'],
    license: 'CC-BY-SA-4.0',
    link: 'https://rajpurkar.github.io/SQuAD-explorer/',
    version: '2.0',
  },
  {
    key: 'wikipedia-dumps',
    category: 'datasets',
    title: 'Wikipedia database dumps',
    summary:
      'Regular, complete copies of every Wikipedia language edition, including the full text of all articles, published by Wikimedia.',
    description:
      'The Wikimedia Foundation publishes regular dumps of Wikipedia in every language: the text of all articles as XML, optionally with the full revision history, plus SQL tables of links, categories and other metadata. They are among the most widely used sources of clean, encyclopedic text for pretraining and evaluating language models and for search and knowledge-extraction systems.\n\n' +
      'The text is licensed under Creative Commons Attribution-ShareAlike 4.0 (much of it also under the GNU Free Documentation License), so reuse must credit the contributors and share adaptations under the same terms. Images and other media are not part of the text dumps and carry licenses of their own.',
    tags: ['text', 'encyclopedia', 'multilingual', 'pretraining'],
    license: 'CC-BY-SA-4.0',
    link: 'https://dumps.wikimedia.org/',
    version: 'latest',
  },
  {
    key: 'openstreetmap-data',
    category: 'datasets',
    title: 'OpenStreetMap data',
    summary:
      'The free, editable map of the world built by volunteers, published in full as a planet file that is updated every week.',
    description:
      'OpenStreetMap is a map of the world built by a global community of volunteers. Its whole database of roads, buildings, land use, points of interest and their tags is published as a planet file updated weekly, with minutely change files for keeping a copy current.\n\n' +
      'It is a rich source of geospatial data and ground truth for routing, geocoding, labels for remote sensing and location-aware applications, though coverage and detail vary by region. The data is licensed under the Open Database License: credit "© OpenStreetMap contributors", and share any database you derive from it and distribute under the ODbL too.',
    tags: ['geospatial', 'maps', 'crowdsourced'],
    license: 'ODbL-1.0',
    link: 'https://www.openstreetmap.org/',
    version: 'latest',
  },
  {
    key: 'databricks-dolly-15k',
    category: 'datasets',
    title: 'databricks-dolly-15k instruction data set',
    summary:
      'More than 15,000 human-written instruction and response records, created by Databricks employees for tuning language models.',
    description:
      'databricks-dolly-15k is a set of more than 15,000 instruction-following records written by thousands of Databricks employees in 2023. They cover the behavioural categories described in the InstructGPT paper: brainstorming, classification, closed and open question answering, generation, information extraction and summarization. Some records include a reference passage from Wikipedia.\n\n' +
      "It was made to fine-tune Databricks' Dolly 2.0 model and is useful for instruction tuning and for studying how models follow instructions. It is English only and modest in size. Because some of its text comes from Wikipedia it is licensed CC BY-SA 3.0, so adapted data must be shared under the same terms.",
    tags: ['instruction-tuning', 'llm', 'nlp', 'english'],
    license: 'CC-BY-SA-3.0',
    link: 'https://huggingface.co/datasets/databricks/databricks-dolly-15k',
    version: 'latest',
  },

  // Plugins.
  {
    key: 'jupyter-ai',
    category: 'plugins',
    title: 'Jupyter AI',
    summary:
      'An official Project Jupyter extension that brings generative AI into JupyterLab, with a chat interface and many model providers.',
    description:
      'Jupyter AI is a JupyterLab extension developed under Project Jupyter. It adds an AI chat to JupyterLab that can explain, write and fix code and answer questions about your notebooks and files, and it connects to many model providers, including models running on your own machine, rather than tying you to one vendor.\n\n' +
      'It suits data scientists and researchers who want an assistant inside the notebook environment they already use. The extension is free under the BSD 3-Clause license, but hosted models need an account and API key with their provider, and what you send them is governed by the terms of that provider.',
    tags: ['jupyter', 'notebooks', 'assistant', 'extension'],
    license: 'BSD-3-Clause',
    link: 'https://github.com/jupyterlab/jupyter-ai',
    version: '3.2.0',
  },
  {
    key: 'cline',
    category: 'plugins',
    title: 'Cline — AI coding agent for VS Code',
    summary:
      'An open-source coding agent that runs inside VS Code and edits files and runs commands with your approval at each step.',
    description:
      'Cline is an autonomous coding agent that runs as a Visual Studio Code extension. Given a task, it explores the project, edits files, runs terminal commands and can drive a browser, showing each change as a diff and asking for approval before it acts unless you choose to auto-approve. It works with many model providers, including local models.\n\n' +
      'It is suited to multi-step programming work such as adding features, refactoring and fixing bugs across several files, with a human kept in the loop. The model usage it triggers is billed by the provider you choose. Cline began as Claude Dev under the MIT License; the project is now released under the Apache License 2.0.',
    tags: ['coding-agent', 'vscode', 'extension', 'developer-tools'],
    license: 'Apache-2.0',
    link: 'https://github.com/cline/cline',
    version: 'latest',
  },
  {
    key: 'langchain-ollama',
    category: 'plugins',
    title: 'langchain-ollama — Ollama integration for LangChain',
    summary:
      'The LangChain integration package for Ollama, for using locally run models as LangChain chat models, LLMs and embeddings.',
    description:
      'langchain-ollama is the partner package that connects LangChain to Ollama. It provides ChatOllama, OllamaLLM and OllamaEmbeddings, so models served by a local or remote Ollama instance can be used wherever LangChain expects a chat model, a text-completion model or an embedding model, in chains, agents and retrieval pipelines.\n\n' +
      'It is a simple way to build LangChain applications on open models running on your own hardware, without sending data to a hosted API. It needs a running Ollama server with the models already pulled. The package is MIT-licensed, while every model you run through it keeps its own license.',
    tags: ['langchain', 'ollama', 'local-llm', 'integration'],
    license: 'MIT',
    link: 'https://pypi.org/project/langchain-ollama/',
    version: '1.1.0',
  },

  // Tools.
  {
    key: 'llama-cpp',
    category: 'tools',
    title: 'llama.cpp',
    summary:
      'A C/C++ engine for running large language models efficiently on CPUs and GPUs, from laptops to servers, with an HTTP server.',
    description:
      'llama.cpp is an open-source engine for large language model inference in plain C/C++ with minimal dependencies, built on the ggml tensor library. It runs models in the GGUF format, quantized from 1.5 to 8 bits, on CPUs and on Apple Metal, CUDA, Vulkan and other GPU back ends, and ships command-line tools and llama-server, an HTTP server with an OpenAI-compatible API.\n\n' +
      'It powers many local-AI applications and is the way to run open models on modest or unusual hardware. It is a low-level project that moves fast, and its releases are numbered builds rather than stable versions. llama.cpp is MIT-licensed; the models you load keep their own licenses.',
    tags: ['inference', 'local-llm', 'quantization', 'cpp'],
    license: 'MIT',
    link: 'https://github.com/ggml-org/llama.cpp',
    version: 'latest',
  },
  {
    key: 'ollama',
    category: 'tools',
    title: 'Ollama',
    summary:
      'A tool for downloading and running open large language models locally on macOS, Windows and Linux, with a CLI and a REST API.',
    description:
      'Ollama makes it simple to run open language models on your own machine: one command pulls a model from its library and starts it, and a local REST API lets other applications use it. It runs on macOS, Windows and Linux, uses a GPU when one is available, and a Modelfile packages a model with its prompt template and parameters.\n\n' +
      'It is a convenient way to prototype private, offline AI applications and to try many open models side by side; which models fit, and how fast they run, depends on your hardware. Ollama itself is MIT-licensed, but each model in its library has its own license, to be checked before use.',
    tags: ['local-llm', 'inference', 'cli', 'api'],
    license: 'MIT',
    link: 'https://github.com/ollama/ollama',
    version: 'latest',
  },
  {
    key: 'huggingface-transformers',
    category: 'tools',
    title: 'Hugging Face Transformers',
    summary:
      "Hugging Face's Python library of model definitions and pretrained models for text, vision, audio and multimodal tasks.",
    description:
      "Transformers is Hugging Face's open-source library of state-of-the-art model definitions. One consistent API loads hundreds of architectures and the many thousands of pretrained checkpoints on the Hugging Face Hub, for text, vision, audio and multimodal tasks, with pipelines for quick inference and a Trainer for fine-tuning.\n\n" +
      'It is the usual starting point for using or fine-tuning open models in Python, and many other tools read its model format. It is a large dependency whose API changes between major versions. The library is licensed under Apache 2.0, while each checkpoint on the Hub carries its own license.',
    tags: ['python', 'deep-learning', 'nlp', 'fine-tuning'],
    license: 'Apache-2.0',
    link: 'https://github.com/huggingface/transformers',
    version: '5.23.0',
  },
  {
    key: 'scikit-learn',
    category: 'tools',
    title: 'scikit-learn',
    summary:
      'The standard Python library for classical machine learning: classification, regression, clustering, preprocessing and model selection.',
    description:
      'scikit-learn is a community-developed Python library for machine learning, built on NumPy and SciPy. It offers one consistent fit and predict API over a wide range of algorithms, from linear models, support vector machines, random forests and gradient boosting to clustering and dimensionality reduction, with tools for preprocessing, pipelines, cross-validation and metrics.\n\n' +
      'It is the usual choice for tabular data, baselines and teaching, and its documentation is excellent. It is not a deep learning framework and most of it runs on the CPU; for neural networks a framework such as PyTorch fits better. It is licensed under the BSD 3-Clause license.',
    tags: ['python', 'machine-learning', 'tabular-data'],
    license: 'BSD-3-Clause',
    link: 'https://scikit-learn.org/',
    version: '1.9.1',
  },
  {
    key: 'pytorch',
    category: 'tools',
    title: 'PyTorch',
    summary:
      'An open-source deep learning framework with GPU-accelerated tensors and automatic differentiation, used widely in AI research and production.',
    description:
      'PyTorch is an open-source deep learning framework, originally developed at Meta and now governed by the PyTorch Foundation, part of the Linux Foundation. It provides tensors with GPU acceleration, automatic differentiation and a library of neural-network building blocks, in an eager, Pythonic style, with torch.compile for faster execution.\n\n' +
      'Most open models and research code are written in it, and it trains and serves everything from small experiments to very large models spread over many GPUs. Its GPU builds are large downloads tied to particular CUDA or ROCm versions. PyTorch is released under a BSD 3-Clause license.',
    tags: ['python', 'deep-learning', 'gpu', 'training'],
    license: 'BSD-3-Clause',
    link: 'https://pytorch.org/',
    version: '2.15.0',
  },
];
