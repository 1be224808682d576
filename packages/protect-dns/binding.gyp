{
  "targets": [
    {
      "target_name": "udp_batch",
      "sources": ["native/udp-batch.cc"],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NAPI_VERSION=8", "NAPI_DISABLE_CPP_EXCEPTIONS", "NODE_ADDON_API_DISABLE_DEPRECATED"],
      "cflags_cc": ["-O2", "-std=c++17"]
    }
  ]
}
