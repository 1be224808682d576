// Batched UDP for protect-dns's plain-DNS listeners (Linux): one recvmmsg fills up to `slots`
// datagrams into memory JavaScript reads directly, one call into JavaScript answers them all, and
// one sendmmsg sends the replies JavaScript wrote into the output buffer. Node's dgram pays, per
// datagram, a 64 KiB allocation, a Buffer, an address object, a call into JavaScript with its
// microtask checkpoint, and a send request; here those costs are paid once per batch.
// See docs/decisions/protect-dns-udp-batching.md.
//
// Memory layout (all of it owned by JavaScript and kept alive by this object's references):
//   input   slots × slotSize bytes: datagram i at i × slotSize
//   meta    Int32Array, 4 × slots: [0, slots) length of datagram i (-1: longer than a slot,
//           dropped); [slots, 4 × slots) the send table, 3 words per reply: peer slot, offset
//           into output, length
//   peers   slots × 28 bytes: the sender's sockaddr (sockaddr_in or sockaddr_in6) of datagram i
//   output  replies, anywhere in it, as the send table says
#include <napi.h>
#include <uv.h>

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <vector>

namespace {

constexpr size_t kPeerSize = 28;  // sizeof(sockaddr_in6), the larger of the two
// Batches read in one readiness callback before the event loop gets a turn (timers, upstream
// answers, other sockets): 8 × 64 datagrams at most.
constexpr int kMaxRounds = 8;

class UdpBatchSocket : public Napi::ObjectWrap<UdpBatchSocket> {
 public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(env, "UdpBatchSocket",
                       {
                           InstanceMethod<&UdpBatchSocket::Bind>("bind"),
                           InstanceMethod<&UdpBatchSocket::Start>("start"),
                           InstanceMethod<&UdpBatchSocket::Send>("send"),
                           InstanceMethod<&UdpBatchSocket::SendTo>("sendTo"),
                           InstanceMethod<&UdpBatchSocket::Close>("close"),
                       });
  }

  // new UdpBatchSocket(input: Uint8Array, meta: Int32Array, peers: Uint8Array, output: Uint8Array,
  //                    slots: number, ipv6: boolean)
  explicit UdpBatchSocket(const Napi::CallbackInfo& info) : Napi::ObjectWrap<UdpBatchSocket>(info) {
    Napi::Env env = info.Env();
    if (info.Length() < 6 || !info[0].IsTypedArray() || !info[1].IsTypedArray() || !info[2].IsTypedArray() ||
        !info[3].IsTypedArray() || !info[4].IsNumber() || !info[5].IsBoolean()) {
      Napi::TypeError::New(env, "UdpBatchSocket(input, meta, peers, output, slots, ipv6)").ThrowAsJavaScriptException();
      return;
    }
    auto input = info[0].As<Napi::Uint8Array>();
    auto meta = info[1].As<Napi::Int32Array>();
    auto peers = info[2].As<Napi::Uint8Array>();
    auto output = info[3].As<Napi::Uint8Array>();
    slots_ = info[4].As<Napi::Number>().Uint32Value();
    ipv6_ = info[5].As<Napi::Boolean>().Value();
    if (slots_ == 0 || input.ElementLength() % slots_ != 0 || meta.ElementLength() != 4 * slots_ ||
        peers.ElementLength() != kPeerSize * slots_ || output.ElementLength() == 0) {
      Napi::RangeError::New(env, "UdpBatchSocket: buffer sizes do not match the slots").ThrowAsJavaScriptException();
      return;
    }
    slot_size_ = input.ElementLength() / slots_;
    input_ = input.Data();
    meta_ = meta.Data();
    peers_ = peers.Data();
    output_ = output.Data();
    output_size_ = output.ElementLength();
    Napi::Array buffers = Napi::Array::New(env, 4);
    for (uint32_t i = 0; i < 4; i++) buffers.Set(i, info[i]);
    buffers_ = Napi::Persistent(buffers.As<Napi::Object>());
    names_.resize(slots_);
    recv_iov_.resize(slots_);
    recv_msgs_.resize(slots_);
    send_iov_.resize(slots_);
    send_msgs_.resize(slots_);
    for (size_t i = 0; i < slots_; i++) {
      recv_iov_[i].iov_base = input_ + i * slot_size_;
      recv_iov_[i].iov_len = slot_size_;
      msghdr& h = recv_msgs_[i].msg_hdr;
      h.msg_name = peers_ + i * kPeerSize;
      h.msg_iov = &recv_iov_[i];
      h.msg_iovlen = 1;
    }
  }

  ~UdpBatchSocket() override {
    // A started socket is never collected before its close callback ran (it holds a reference to
    // itself); one bound but never started has only its descriptor.
    if (fd_ >= 0) ::close(fd_);
  }

 private:
  // bind(address: string, port: number, reusePort: boolean): the bound port, or -errno.
  Napi::Value Bind(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (fd_ >= 0) return Napi::Number::New(env, -EINVAL);
    std::string address = info[0].As<Napi::String>().Utf8Value();
    uint16_t port = static_cast<uint16_t>(info[1].As<Napi::Number>().Uint32Value());
    bool reuse_port = info[2].As<Napi::Boolean>().Value();
    sockaddr_storage storage{};
    socklen_t length;
    if (ipv6_) {
      auto* a = reinterpret_cast<sockaddr_in6*>(&storage);
      a->sin6_family = AF_INET6;
      a->sin6_port = htons(port);
      if (inet_pton(AF_INET6, address.c_str(), &a->sin6_addr) != 1) return Napi::Number::New(env, -EINVAL);
      length = sizeof(sockaddr_in6);
    } else {
      auto* a = reinterpret_cast<sockaddr_in*>(&storage);
      a->sin_family = AF_INET;
      a->sin_port = htons(port);
      if (inet_pton(AF_INET, address.c_str(), &a->sin_addr) != 1) return Napi::Number::New(env, -EINVAL);
      length = sizeof(sockaddr_in);
    }
    int fd = socket(ipv6_ ? AF_INET6 : AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return Napi::Number::New(env, -errno);
    int one = 1;
    if (reuse_port && setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, sizeof one) != 0) return Fail(env, fd);
    if (bind(fd, reinterpret_cast<sockaddr*>(&storage), length) != 0) return Fail(env, fd);
    if (getsockname(fd, reinterpret_cast<sockaddr*>(&storage), &length) != 0) return Fail(env, fd);
    fd_ = fd;
    uint16_t bound = ipv6_ ? reinterpret_cast<sockaddr_in6*>(&storage)->sin6_port
                           : reinterpret_cast<sockaddr_in*>(&storage)->sin_port;
    return Napi::Number::New(env, ntohs(bound));
  }

  static Napi::Value Fail(Napi::Env env, int fd) {
    int error = errno;
    ::close(fd);
    return Napi::Number::New(env, -error);
  }

  // start(onBatch: (count: number) => void): reads start; onBatch runs once per batch received.
  Napi::Value Start(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (fd_ < 0 || poll_ != nullptr || !info[0].IsFunction()) {
      Napi::Error::New(env, "UdpBatchSocket.start: not bound, already started or no callback")
          .ThrowAsJavaScriptException();
      return env.Undefined();
    }
    uv_loop_t* loop = nullptr;
    if (napi_get_uv_event_loop(env, &loop) != napi_ok) {
      Napi::Error::New(env, "UdpBatchSocket.start: no event loop").ThrowAsJavaScriptException();
      return env.Undefined();
    }
    on_batch_ = Napi::Persistent(info[0].As<Napi::Function>());
    context_ = std::make_unique<Napi::AsyncContext>(env, "UdpBatchSocket");
    poll_ = new uv_poll_t;
    uv_poll_init(loop, poll_, fd_);
    poll_->data = this;
    uv_poll_start(poll_, UV_READABLE, OnReadable);
    // While reading, the socket keeps its JavaScript object (and so itself) alive, like a handle.
    Ref();
    napi_add_async_cleanup_hook(env, OnEnvironmentExit, this, &cleanup_);
    return env.Undefined();
  }

  static void OnReadable(uv_poll_t* poll, int status, int events) {
    auto* self = static_cast<UdpBatchSocket*>(poll->data);
    if (status < 0 || self->closing_) return;
    self->Drain();
  }

  void Drain() {
    Napi::Env env = Env();
    Napi::HandleScope scope(env);
    for (int round = 0; round < kMaxRounds; round++) {
      for (size_t i = 0; i < slots_; i++) recv_msgs_[i].msg_hdr.msg_namelen = kPeerSize;
      int count = recvmmsg(fd_, recv_msgs_.data(), static_cast<unsigned>(slots_), MSG_DONTWAIT, nullptr);
      if (count < 0 && errno == EINTR) continue;
      if (count <= 0) return;
      for (int i = 0; i < count; i++) {
        const msghdr& h = recv_msgs_[i].msg_hdr;
        meta_[i] = (h.msg_flags & MSG_TRUNC) != 0 ? -1 : static_cast<int32_t>(recv_msgs_[i].msg_len);
        names_[i] = h.msg_namelen;
      }
      on_batch_.MakeCallback(Value(), {Napi::Number::New(env, count)}, *context_);
      if (env.IsExceptionPending()) {
        // What an exception thrown from any I/O callback does: the process's uncaughtException.
        Napi::Error error = env.GetAndClearPendingException();
        napi_fatal_exception(env, error.Value());
      }
      if (closing_ || static_cast<size_t>(count) < slots_) return;
    }
  }

  // send(count: number): sends the first `count` replies of the send table; returns how many the
  // system refused (each is dropped, as a lost datagram would be).
  Napi::Value Send(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    size_t count = info[0].As<Napi::Number>().Uint32Value();
    if (fd_ < 0 || closing_ || count > slots_) return Napi::Number::New(env, static_cast<double>(count));
    const int32_t* table = meta_ + slots_;
    for (size_t k = 0; k < count; k++) {
      int32_t slot = table[3 * k];
      int32_t offset = table[3 * k + 1];
      int32_t length = table[3 * k + 2];
      if (slot < 0 || static_cast<size_t>(slot) >= slots_ || offset < 0 || length < 0 ||
          static_cast<size_t>(offset) + static_cast<size_t>(length) > output_size_) {
        Napi::RangeError::New(env, "UdpBatchSocket.send: reply outside the buffers").ThrowAsJavaScriptException();
        return env.Undefined();
      }
      send_iov_[k].iov_base = output_ + offset;
      send_iov_[k].iov_len = static_cast<size_t>(length);
      msghdr& h = send_msgs_[k].msg_hdr;
      h.msg_name = peers_ + static_cast<size_t>(slot) * kPeerSize;
      h.msg_namelen = names_[slot];
      h.msg_iov = &send_iov_[k];
      h.msg_iovlen = 1;
    }
    size_t sent = 0;
    int refused = 0;
    while (sent < count) {
      int n = sendmmsg(fd_, send_msgs_.data() + sent, static_cast<unsigned>(count - sent), MSG_DONTWAIT);
      if (n > 0) {
        sent += static_cast<size_t>(n);
      } else if (n < 0 && errno == EINTR) {
        continue;
      } else {
        // The first remaining message failed (EAGAIN with a full send buffer, or an error for
        // that peer): it is dropped and the rest go on.
        sent += 1;
        refused += 1;
      }
    }
    return Napi::Number::New(env, refused);
  }

  // sendTo(data: Uint8Array, peer: Uint8Array): one datagram to a sockaddr copied from `peers`
  // (for answers that arrive after their batch); 0 or -errno.
  Napi::Value SendTo(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (fd_ < 0 || closing_) return Napi::Number::New(env, -EBADF);
    auto data = info[0].As<Napi::Uint8Array>();
    auto peer = info[1].As<Napi::Uint8Array>();
    if (peer.ElementLength() < sizeof(sockaddr_in)) return Napi::Number::New(env, -EINVAL);
    sa_family_t family;
    memcpy(&family, peer.Data(), sizeof family);
    socklen_t length = family == AF_INET6 ? sizeof(sockaddr_in6) : sizeof(sockaddr_in);
    if (peer.ElementLength() < length) return Napi::Number::New(env, -EINVAL);
    ssize_t n;
    do {
      n = sendto(fd_, data.Data(), data.ElementLength(), MSG_DONTWAIT, reinterpret_cast<sockaddr*>(peer.Data()),
                 length);
    } while (n < 0 && errno == EINTR);
    return Napi::Number::New(env, n < 0 ? -errno : 0);
  }

  // close(): stops reading and closes the socket at once (libuv allows closing the descriptor right
  // after uv_close; the handle itself is freed in its close callback).
  Napi::Value Close(const Napi::CallbackInfo& info) {
    Shutdown();
    return info.Env().Undefined();
  }

  void Shutdown() {
    if (closing_) return;
    closing_ = true;
    if (poll_ == nullptr) {
      if (fd_ >= 0) ::close(fd_);
      fd_ = -1;
      return;
    }
    uv_poll_stop(poll_);
    uv_close(reinterpret_cast<uv_handle_t*>(poll_), OnPollClosed);
    ::close(fd_);
    fd_ = -1;
  }

  static void OnPollClosed(uv_handle_t* handle) {
    auto* self = static_cast<UdpBatchSocket*>(handle->data);
    delete reinterpret_cast<uv_poll_t*>(handle);
    self->poll_ = nullptr;
    if (self->cleanup_ != nullptr) {
      napi_remove_async_cleanup_hook(self->cleanup_);
      self->cleanup_ = nullptr;
    }
    // Only when the environment is still running may JavaScript references be touched.
    if (!self->environment_exiting_) {
      self->on_batch_.Reset();
      self->context_.reset();
      self->Unref();
    }
  }

  // The thread or process is exiting with the socket still open: close the libuv handle so that
  // its loop can end (Node waits until the hook is removed in OnPollClosed).
  static void OnEnvironmentExit(napi_async_cleanup_hook_handle handle, void* arg) {
    auto* self = static_cast<UdpBatchSocket*>(arg);
    self->environment_exiting_ = true;
    self->Shutdown();
  }

  int fd_ = -1;
  bool ipv6_ = false;
  bool closing_ = false;
  bool environment_exiting_ = false;
  size_t slots_ = 0;
  size_t slot_size_ = 0;
  uint8_t* input_ = nullptr;
  int32_t* meta_ = nullptr;
  uint8_t* peers_ = nullptr;
  uint8_t* output_ = nullptr;
  size_t output_size_ = 0;
  Napi::ObjectReference buffers_;
  std::vector<socklen_t> names_;
  std::vector<iovec> recv_iov_;
  std::vector<mmsghdr> recv_msgs_;
  std::vector<iovec> send_iov_;
  std::vector<mmsghdr> send_msgs_;
  uv_poll_t* poll_ = nullptr;
  Napi::FunctionReference on_batch_;
  std::unique_ptr<Napi::AsyncContext> context_;
  napi_async_cleanup_hook_handle cleanup_ = nullptr;
};

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("UdpBatchSocket", UdpBatchSocket::Define(env));
  exports.Set("peerSize", Napi::Number::New(env, kPeerSize));
  return exports;
}

}  // namespace

NODE_API_MODULE(udp_batch, Init)
